import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CONSOLE_FOR_OPERATORS } from '../../../shared/admin/access';
import { paths } from '../../app/paths';

/** What /admin shows a signed-in fan: no part of the console, and the way back. */
export function OperatorsOnly() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800', mb: 2 }}>
        Operations console
      </Typography>
      <Typography sx={{ mb: 4 }}>{CONSOLE_FOR_OPERATORS}</Typography>
      <Link component={RouterLink} to={paths.home} sx={{ fontWeight: 600 }}>
        Back to the home page
      </Link>
    </Container>
  );
}
