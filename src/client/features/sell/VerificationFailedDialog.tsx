import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/Button';
import { Instruction, InstructionList } from './InstructionList';

/** SPEC §8, word for word. */
export const FIX_STEPS = [
  'Wait a few seconds and retry, as emails may be slow.',
  "Use the 'FORWARD AS ATTACHMENT' option, not regular forwarding.",
  'Delete all previously sent emails from the inbox before trying again.',
  'An old confirmation mail may have expired; get a fresh one from the primary seller.',
] as const;

/** SPEC §8 verification failure modal, with the server's reason above the usual fixes. */
export function VerificationFailedDialog({ reason, onClose }: { reason: string | null; onClose: () => void }) {
  return (
    <Dialog open={reason !== null} onClose={onClose} aria-labelledby="verification-failed-title" fullWidth maxWidth="sm">
      <DialogTitle id="verification-failed-title" sx={{ fontWeight: 700, color: 'error.main' }}>
        Verification Failed
      </DialogTitle>
      <DialogContent>
        {reason && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {reason}
          </Alert>
        )}
        <Typography sx={{ mb: 2 }}>Let&apos;s fix this! Check these steps to resolve the issue:</Typography>
        <InstructionList>
          {FIX_STEPS.map((step) => (
            <Instruction key={step}>{step}</Instruction>
          ))}
        </InstructionList>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Got it</Button>
      </DialogActions>
    </Dialog>
  );
}
