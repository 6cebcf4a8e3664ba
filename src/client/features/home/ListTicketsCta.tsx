import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { onPurpleSx } from '../../app/theme';
import { Button } from '../../components/Button';
import { useStartSelling } from '../sell/sellingGate';

/** The closing call to action: sell tickets you cannot use, through the selling gate. */
export function ListTicketsCta() {
  const startSelling = useStartSelling();
  return (
    <Box component="section" aria-labelledby="list-your-tickets" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'primary.main', ...onPurpleSx }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="list-your-tickets" variant="h4" component="h2" sx={{ fontWeight: 800, color: 'common.white' }}>
          Can&apos;t make it to the show?
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 4, color: 'primary.light' }}>
          List your tickets in minutes and sell them to a real fan.
        </Typography>
        <Button variant="white" size="xlarge" onClick={() => startSelling()}>
          List Your Tickets
        </Button>
      </Container>
    </Box>
  );
}
