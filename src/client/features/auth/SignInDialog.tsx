import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AuthForms } from './AuthForms';
import { selectReturnTo, selectSignInModalOpen, signInModalClosed } from './authSlice';

/** The sign-in modal, available on every screen; signing in (or up) closes it through the auth slice. */
export function SignInDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSignInModalOpen);
  const returnTo = useAppSelector(selectReturnTo);
  const close = () => dispatch(signInModalClosed());
  return (
    <Dialog open={open} onClose={close} aria-labelledby="auth-dialog-title" fullWidth maxWidth="xs">
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <span aria-hidden>×</span>
      </IconButton>
      <DialogContent sx={{ pt: 3 }}>
        <AuthForms titleId="auth-dialog-title" returnTo={returnTo} />
      </DialogContent>
    </Dialog>
  );
}
