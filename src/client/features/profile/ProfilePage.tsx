import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import type { User } from '../../../shared/entities';
import { PROFILE_META } from '../../../shared/pageMeta';
import { useAppSelector } from '../../app/hooks';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useHydrated } from '../../components/useHydrated';
import { useGetMeQuery } from '../auth/authApi';
import { selectCurrentUser } from '../auth/authSlice';
import { MyListings } from '../listings/MyListings';
import { sellingGate } from '../sell/sellingGate';
import { AccountDetails } from './AccountDetails';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DataRightsSection } from './DataRightsSection';
import { ProfilePicture } from './ProfilePicture';

const FRESH_DETAILS_SECONDS = 5;

/** Whether the selling gate sent the user here (see sell/sellingGate). */
function sentByGate(state: unknown): boolean {
  return typeof state === 'object' && state !== null && typeof (state as { gateMessage?: unknown }).gateMessage === 'string';
}

/**
 * What still stands between a user the gate sent here and selling, read from the user as it is now: verifying the
 * e-mail takes 'Please verify your email…' away at once (or moves on to the phone), not on the next visit.
 */
function gateMessage(user: User, state: unknown): string | null {
  if (!sentByGate(state)) return null;
  const decision = sellingGate(user);
  return decision.kind === 'profile' ? decision.state.gateMessage : null;
}

/** SPEC §2 /profile: picture, Account Details with the OTP modal, the password, My Listings, then the fan's data rights. */
export function ProfilePage() {
  // Fresh details on every visit (the answer updates the signed-in user in the auth slice), except straight after a
  // read: the server's render of this page read them a moment ago, and each of its passes mounts the page anew.
  useGetMeQuery(undefined, { refetchOnMountOrArgChange: FRESH_DETAILS_SECONDS });
  useDocumentMeta(PROFILE_META);
  const user = useAppSelector(selectCurrentUser);
  const { state } = useLocation();
  // The gate's message lives in the history entry, which the server's render of this page cannot see.
  const hydrated = useHydrated();
  if (!user) return null;
  const message = hydrated ? gateMessage(user, state) : null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={3}>
        {message && <Alert severity="info">{message}</Alert>}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
          My Profile
        </Typography>
        <ProfilePicture user={user} />
        <AccountDetails user={user} />
        <ChangePasswordSection user={user} />
        <MyListings />
        <DataRightsSection user={user} />
      </Stack>
    </Container>
  );
}
