import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../app/hooks';
import { errorToast } from '../../api/errors';
import { Button } from '../../components/Button';
import { useResendEmailOtpMutation } from '../auth/authApi';
import { OTP_TEXT, SEND_FAILED } from '../otp/otpMessages';
import { otpSent } from '../otp/otpThrottleSlice';
import { useToast } from '../toasts/useToast';

/** For an account without a password (Google sign-in): sends the code to its e-mail that proves the owner is asking. */
export function EmailCodeSender({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const { showToast } = useToast();
  const [sendCode, { isLoading: sending }] = useResendEmailOtpMutation();
  const [sent, setSent] = useState(false);

  const send = async () => {
    try {
      await sendCode().unwrap();
    } catch (failure) {
      showToast(errorToast(failure, SEND_FAILED));
      return;
    }
    dispatch(otpSent({ channel: 'email', sentAt: Date.now() }));
    showToast({ type: 'success', title: OTP_TEXT.email.sent });
    setSent(true);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" sx={{ flex: 1 }}>
        We&apos;ll send a code to <strong>{email}</strong> to make sure it is you.
      </Typography>
      <Button variant="outline" size="small" onClick={() => void send()} loading={sending}>
        {sent ? 'Send Again' : 'Send Code'}
      </Button>
    </Stack>
  );
}
