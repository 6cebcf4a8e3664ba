import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SingleOpenAccordion } from '../../components/SingleOpenAccordion';

const REASONS = [
  {
    title: 'Every ticket is verified',
    content:
      'Sellers forward the original booking confirmation email. We check that it really came from the ticketing site before a listing goes live.',
  },
  {
    title: 'No scalpers',
    content: 'Tickets are sold by fans who can no longer go, not by resellers buying in bulk to push prices up.',
  },
  {
    title: 'Meet the seller face to face',
    content: 'You talk to the seller directly and meet in person, preferably in your own city, so you see what you get.',
  },
  {
    title: 'Listing takes minutes',
    content: 'Forward one email and your tickets are listed. Change the price or details any time from your profile.',
  },
];

/** SPEC §2: 'Why choose us', four answers, one open at a time. */
export function WhyChooseUs() {
  return (
    <Box component="section" aria-labelledby="why-choose-us" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Typography id="why-choose-us" variant="h4" component="h2" sx={{ fontWeight: 800, color: 'grey.800', mb: 3 }}>
          Why Choose Us
        </Typography>
        <SingleOpenAccordion items={REASONS} />
      </Container>
    </Box>
  );
}
