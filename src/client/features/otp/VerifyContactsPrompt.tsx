import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMatch, useNavigate } from 'react-router';
import type { User } from '../../../shared/entities';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button';
import { selectCurrentUser } from '../auth/authSlice';
import { useOtpDialog } from './useOtpDialog';

export const VERIFY_PROMPT_TEXT = {
  both: 'Verify your email and phone number to sell tickets',
  email: 'Verify your email to sell tickets',
  phone: 'Verify your phone number to sell tickets',
  why: 'Listing tickets needs both verified, so buyers know they can reach you. It takes a minute: we send a code to each.',
} as const;

const isVerified = (status: User['emailVerificationStatus']) => status === 'VERIFIED';

/**
 * Under the header for a signed-in fan until both their e-mail and phone are verified: what it unlocks (selling), and
 * one button to each code dialog (or to the profile to add a phone number first, for an account made by Google). Not
 * on an event page, whose first screen on a phone belongs to its first listings (its Sell Tickets runs the gate).
 */
export function VerifyContactsPrompt() {
  const user = useAppSelector(selectCurrentUser);
  const onEventPage = useMatch(paths.event) !== null;
  if (user === null || onEventPage || (isVerified(user.emailVerificationStatus) && isVerified(user.phoneVerificationStatus))) return null;
  return <Prompt user={user} />;
}

function Prompt({ user }: { user: User }) {
  const navigate = useNavigate();
  const { verify, dialog } = useOtpDialog(user);
  const emailDone = isVerified(user.emailVerificationStatus);
  const phoneDone = isVerified(user.phoneVerificationStatus);
  const title = emailDone ? VERIFY_PROMPT_TEXT.phone : phoneDone ? VERIFY_PROMPT_TEXT.email : VERIFY_PROMPT_TEXT.both;

  return (
    <Box
      component="section"
      aria-labelledby="verify-contacts-title"
      sx={{ bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider', py: 1.5 }}
    >
      {/* The header's width, so the prompt lines up with the logo. */}
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1.25, md: 3 }} sx={{ alignItems: { xs: 'stretch', md: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <Typography id="verify-contacts-title" component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {VERIFY_PROMPT_TEXT.why}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {!emailDone && (
              <Button variant="primary" size="small" onClick={() => verify('email')}>
                Verify Email
              </Button>
            )}
            {!phoneDone &&
              (user.phoneNumber ? (
                <Button variant="primary" size="small" onClick={() => verify('phone')}>
                  Verify Phone
                </Button>
              ) : (
                <Button variant="outline" size="small" onClick={() => void navigate(paths.profile)}>
                  Add Phone Number
                </Button>
              ))}
          </Stack>
        </Stack>
      </Container>
      {dialog}
    </Box>
  );
}
