import { Suspense, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { SignInDialog } from '../../app/splitPoints';
import { selectSignInModalOpen } from './authSlice';
import { useLoginResultAtStart } from './useLoginResultAtStart';
import { useReturnAfterSignIn } from './useReturnAfterSignIn';

/**
 * The sign-in modal on every screen; its code loads on first open and then stays for the close animation.
 * Being on every screen, it is also where the identity-provider login result is picked up at start, and where a
 * visitor it stopped on their way is sent on once signed in.
 */
export function SignInModal() {
  useLoginResultAtStart();
  useReturnAfterSignIn();
  const open = useAppSelector(selectSignInModalOpen);
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  );
}
