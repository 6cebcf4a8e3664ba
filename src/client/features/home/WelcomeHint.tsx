import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '../../app/brand';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { scrollToElement } from '../../app/navigation';
import { rememberInCookie, useCookie } from '../../app/requestCookies';
import { selectRehydrated } from '../../app/store';
import { Button } from '../../components/Button';
import { hintDismissed, HINTS, selectHintDismissed } from '../onboarding/onboardingSlice';
import { HOW_IT_WORKS_ID, HOW_IT_WORKS_STEPS } from './howItWorksSteps';

/** Set once the welcome is dismissed: the server's render reads it too, so a returning visitor's page never shows it. */
export const WELCOME_DISMISSED_COOKIE = 'fantickets-welcome';

/**
 * Shown until dismissed, and decided the same way on the server and in the browser (the cookie) so that it is in the
 * first paint or not at all: it sits in the page's flow, and appearing later would push the page down. The persisted
 * onboarding list still counts, for a browser that dismissed it before the cookie was set.
 */
function useWelcome() {
  const dispatch = useAppDispatch();
  const cookieSaysDismissed = useCookie(WELCOME_DISMISSED_COOKIE) !== null;
  const rehydrated = useAppSelector(selectRehydrated);
  const storeSaysDismissed = useAppSelector((state) => selectHintDismissed(state, HINTS.homeWelcome));
  const dismiss = () => {
    rememberInCookie(WELCOME_DISMISSED_COOKIE, '1');
    dispatch(hintDismissed(HINTS.homeWelcome));
  };
  return { visible: !cookieSaysDismissed && !(rehydrated && storeSaysDismissed), dismiss };
}

/**
 * A first visitor's welcome, in the page's flow under the intro until dismissed: it names the steps' count and leads to
 * 'How It Works' rather than drawing the steps a second time in a box of its own.
 */
export function WelcomeHint() {
  const { visible, dismiss } = useWelcome();
  if (!visible) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Box
        component="aside"
        aria-labelledby="welcome-hint"
        sx={{ position: 'relative', border: 1, borderColor: 'primary.main', borderRadius: 2, p: { xs: 2, sm: 3 }, pr: { xs: 6, sm: 7 } }}
      >
        <Typography id="welcome-hint" component="h2" sx={{ fontWeight: 700, color: 'grey.800' }}>
          New to {APP_NAME}? How it works in {HOW_IT_WORKS_STEPS.length} steps
        </Typography>
        <Typography sx={{ my: 1, color: 'text.secondary' }}>
          From finding your event to meeting the seller, every step is explained below.
        </Typography>
        <Button size="small" variant="ghost" onClick={() => scrollToElement(HOW_IT_WORKS_ID)} sx={{ ml: -1 }}>
          See the details
        </Button>
        <IconButton aria-label="Dismiss welcome" onClick={dismiss} sx={{ position: 'absolute', top: 8, right: 8, color: 'grey.800' }}>
          <span aria-hidden>×</span>
        </IconButton>
      </Box>
    </Container>
  );
}
