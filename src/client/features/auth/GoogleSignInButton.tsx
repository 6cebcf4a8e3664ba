import { AUTHENTICATION_FAILED } from '../../../shared/apiContract';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage, errorReference } from '../../api/errors';
import { Button } from '../../components/Button';
import { useStartGoogleSignInMutation } from './authApi';
import { authFailed } from './authSlice';
import { leaveForIdentityProvider } from './identityProviderRedirect';
import { identityProviderLeft } from './loginResultSlice';

/**
 * Asks the server for the identity provider's address and leaves for it; the callback brings the result back to '/',
 * and useLoginResultAtStart goes on to `returnTo`, kept in the persisted login result meanwhile.
 */
export function GoogleSignInButton({ returnTo = null }: { returnTo?: string | null }) {
  const dispatch = useAppDispatch();
  const [start, { isLoading }] = useStartGoogleSignInMutation();

  const handleClick = async () => {
    // Before the call: storage is written while the server answers, well before the page is left.
    dispatch(identityProviderLeft(returnTo));
    try {
      const { authUrl } = await start().unwrap();
      leaveForIdentityProvider(authUrl);
    } catch (error) {
      // e.g. 404 'Google sign-in is not enabled on this server'; shown beside the forms, not also as a toast.
      dispatch(authFailed(errorMessage(error, AUTHENTICATION_FAILED), errorReference(error)));
    }
  };

  return (
    <Button variant="outline" size="large" fullWidth loading={isLoading} onClick={handleClick}>
      Continue with Google
    </Button>
  );
}
