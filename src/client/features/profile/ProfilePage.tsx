import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { PROFILE_META } from '../../../shared/pageMeta';
import { useAppSelector } from '../../app/hooks';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useGetMeQuery } from '../auth/authApi';
import { selectCurrentUser } from '../auth/authSlice';
import { MyListings } from '../listings/MyListings';
import { AccountDetails } from './AccountDetails';
import { ChangePasswordSection } from './ChangePasswordSection';
import { ProfilePicture } from './ProfilePicture';

/** The selling gate's reason for sending the user here, if that is how they came (see sell/sellingGate). */
function gateMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const message = (state as { gateMessage?: unknown }).gateMessage;
  return typeof message === 'string' ? message : null;
}

/** SPEC §2 /profile: picture, Account Details with the OTP modal, then My Listings. */
export function ProfilePage() {
  // Fresh details on every visit; the answer updates the signed-in user in the auth slice.
  useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  useDocumentMeta(PROFILE_META);
  const user = useAppSelector(selectCurrentUser);
  const message = gateMessage(useLocation().state);
  if (!user) return null;

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
      </Stack>
    </Container>
  );
}
