import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH, type OtpKind } from '../../../shared/constants';
import { formatPhone } from '../../../shared/phone';
import { otpError } from '../../../shared/schemas/otpSchemas';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage, errorReference } from '../../api/errors';
import { Button } from '../../components/Button';
import { useSkipVerificationMutation } from '../auth/authApi';
import { useToast } from '../toasts/useToast';
import { OtpInput } from './OtpInput';
import { OTP_TEXT, PHONE_ID_MISSING, VERIFY_FAILED } from './otpMessages';
import { otpThrottleCleared } from './otpThrottleSlice';
import { useOtpCalls } from './useOtpCalls';
import { useOtpSender } from './useOtpSender';

interface OtpModalProps {
  open: boolean;
  /** The account's e-mail or phone, or a sender address (`destination`). */
  channel: OtpKind;
  /** The e-mail address or phone number the code goes to. */
  destination: string;
  /** Closed, verified or not. */
  onClose: () => void;
  /** The code was right; called before onClose. */
  onVerified?: () => void;
}

type BodyProps = Omit<OtpModalProps, 'open' | 'onClose'> & { onDone: () => void; onDismiss: () => void };

/** Mounted afresh at every opening (the dialog unmounts its content when closed), which is SPEC §4's reset. */
function OtpBody({ channel, destination, onVerified, onDone, onDismiss }: BodyProps) {
  const dispatch = useAppDispatch();
  const { showToast } = useToast();
  const length = OTP_LENGTH[channel];
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const [shown, setShown] = useState<{ message: string; reference?: string } | null>(null);
  const setError = useCallback(
    (message: string | null, reference?: string) => setShown(message === null ? null : { message, reference }),
    [],
  );
  const sender = useOtpSender(channel, destination, setError);
  const calls = useOtpCalls(channel, destination);
  const code = digits.join('');
  const lengthError = otpError(code, channel);

  const verify = async () => {
    if (lengthError) return setError(lengthError);
    const { verificationId } = sender;
    if (channel === 'phone' && !verificationId) return sender.fail(PHONE_ID_MISSING);
    setError(null);
    try {
      await calls.verify(code, verificationId ?? '');
      // Verified: a later change of address must be able to send at once.
      dispatch(otpThrottleCleared(channel));
      showToast({ type: 'success', title: OTP_TEXT[channel].verified });
      onVerified?.();
      onDone();
    } catch (failure) {
      sender.fail(errorMessage(failure, VERIFY_FAILED), errorReference(failure));
    }
  };

  const changeDigits = (next: string[]) => {
    setDigits(next);
    setError(null);
  };

  return (
    <>
      <DialogTitle id="otp-title">{OTP_TEXT[channel].title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ alignItems: 'center', pt: 1 }}>
          <DialogContentText sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
            Enter the {length}-digit OTP sent to <strong>{channel === 'phone' ? formatPhone(destination) : destination}</strong>
          </DialogContentText>
          <OtpInput digits={digits} onChange={changeDigits} onSubmit={verify} invalid={shown !== null} describedBy="otp-error" />
          {/* A failure's one announcement (role="alert"): no toast repeats it. */}
          {shown && (
            <Alert id="otp-error" severity="error" sx={{ width: '100%' }}>
              {shown.message}
              {shown.reference && (
                <Typography variant="caption" component="div" sx={{ mt: 0.5, userSelect: 'text', wordBreak: 'break-all' }}>
                  {shown.reference}
                </Typography>
              )}
            </Alert>
          )}
          <Button variant="ghost" size="small" disabled={sender.secondsLeft > 0} loading={sender.sending} onClick={sender.resend}>
            {sender.secondsLeft > 0 ? `Resend in ${sender.secondsLeft}s` : 'Resend OTP'}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="ghost" onClick={onDismiss}>
          Cancel
        </Button>
        <Button disabled={lengthError !== null} loading={calls.verifying} onClick={verify}>
          Verify
        </Button>
      </DialogActions>
    </>
  );
}

/** On a phone the dialog keeps 16 px of the screen each side rather than 32, so the boxes keep their room. */
const phonePaperSx = { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } };

/**
 * SPEC §4 OTP modal: 6 boxes for e-mail, 4 for phone; verifying refreshes the user and closes it. Closed
 * without verifying, the account's e-mail or phone goes back to PENDING ('Skipping sets pending').
 */
export function OtpModal({ open, onClose, ...body }: OtpModalProps) {
  const [skip] = useSkipVerificationMutation();
  const dismiss = () => {
    if (body.channel !== 'sender') void skip(body.channel);
    onClose();
  };
  return (
    <Dialog open={open} onClose={dismiss} aria-labelledby="otp-title" maxWidth="xs" fullWidth slotProps={{ paper: { sx: phonePaperSx } }}>
      <OtpBody {...body} onDone={onClose} onDismiss={dismiss} />
    </Dialog>
  );
}
