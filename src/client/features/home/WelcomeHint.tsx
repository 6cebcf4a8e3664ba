import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '../../app/brand';
import { scrollToElement } from '../../app/navigation';
import { Button } from '../../components/Button';
import { HINTS } from '../onboarding/onboardingSlice';
import { useOnboardingHint } from '../onboarding/useOnboardingHint';
import { HOW_IT_WORKS_ID } from './HowItWorks';

export const WELCOME_STEPS = [
  'Find your event and pick a listing checked against its booking e-mail.',
  'Message the seller, preferably someone from your own city.',
  "Meet in a public place, check the ticket in the provider's app, then pay.",
];

/**
 * A first visitor's three-step welcome; once dismissed it never returns. It floats over the page's corner
 * rather than sitting in the flow, so its arrival after storage loads moves nothing (no layout shift).
 */
export function WelcomeHint() {
  const { visible, dismiss } = useOnboardingHint(HINTS.homeWelcome);
  if (!visible) return null;
  return (
    <Box
      component="aside"
      aria-labelledby="welcome-hint"
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 24 },
        maxWidth: 420,
        // Above the page, beneath dialogs (and their backdrop) and toasts.
        zIndex: 'speedDial',
        bgcolor: 'secondary.light',
        borderRadius: 2,
        boxShadow: 6,
        p: 2.5,
      }}
    >
      <Typography id="welcome-hint" component="h2" sx={{ fontWeight: 700, color: 'grey.800' }}>
        New to {APP_NAME}? How it works in 3 steps
      </Typography>
      <Box component="ol" sx={{ my: 1, pl: 3, color: 'grey.800' }}>
        {WELCOME_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5}>
        <Button size="small" onClick={dismiss}>
          Got it
        </Button>
        <Button size="small" variant="ghost" onClick={() => scrollToElement(HOW_IT_WORKS_ID)}>
          See the details
        </Button>
      </Stack>
    </Box>
  );
}
