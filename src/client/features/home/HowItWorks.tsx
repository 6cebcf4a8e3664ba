import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { STICKY_HEADER_CLEARANCE } from '../../app/stickyHeader';
import { HOW_IT_WORKS_ID, HOW_IT_WORKS_STEPS } from './howItWorksSteps';

/** SPEC §2: the four steps of buying. */
export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby={HOW_IT_WORKS_ID} sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography
          id={HOW_IT_WORKS_ID}
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, color: 'grey.800', mb: 4, scrollMarginTop: STICKY_HEADER_CLEARANCE }}
        >
          How It Works
        </Typography>
        <Box
          component="ol"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
        >
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <Box component="li" key={step.title} sx={{ p: 3, borderRadius: 3, bgcolor: 'primary.light' }}>
              <Box
                aria-hidden
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'common.white',
                  fontWeight: 800,
                  mb: 2,
                }}
              >
                {index + 1}
              </Box>
              <Typography component="h3" sx={{ fontWeight: 700, color: 'grey.800', mb: 1 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
