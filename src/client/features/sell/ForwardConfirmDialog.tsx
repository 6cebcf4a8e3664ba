import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/Button';
import type { VerificationStage } from './sellWizardSlice';
import { VerifyingNotice } from './VerifyingNotice';

export const CONFIRM_TITLE = 'Have you forwarded the email correctly?';

const WAYS = [
  { mark: '✓', correct: true, text: "Correct: selected the email and used 'Forward as attachment'" },
  { mark: '✗', correct: false, text: 'Incorrect: regular forwarding, or copying the content into a new email' },
  { mark: '✗', correct: false, text: 'Incorrect: forwarding the email and including its attachments' },
];

export interface ForwardConfirmDialogProps {
  open: boolean;
  verifying: boolean;
  stage: VerificationStage | null;
  onVerify: () => void;
  onCancel: () => void;
  /** Given while the server waits for the forwarded e-mail: stops the wait (the 'Cancel' shown then). */
  onCancelVerification?: () => void;
}

/**
 * SPEC §2 confirmation modal; while the check runs (an upload's too) it shows the wait and the live stage, and
 * while the server waits for the forwarded e-mail, a Cancel that stops it.
 */
export function ForwardConfirmDialog({ open, verifying, stage, onVerify, onCancel, onCancelVerification }: ForwardConfirmDialogProps) {
  return (
    <Dialog open={open || verifying} onClose={verifying ? undefined : onCancel} aria-labelledby="forward-confirm-title" fullWidth maxWidth="sm">
      <DialogTitle id="forward-confirm-title" sx={{ fontWeight: 700 }}>
        {verifying ? 'Checking your booking email' : CONFIRM_TITLE}
      </DialogTitle>
      <DialogContent>
        {verifying ? (
          <VerifyingNotice stage={stage} />
        ) : (
          <>
            <List dense aria-label="Ways of forwarding">
              {WAYS.map(({ mark, correct, text }) => (
                <ListItem key={text} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
                  <Typography aria-hidden sx={{ fontWeight: 700, color: correct ? 'success.main' : 'error.main' }}>
                    {mark}
                  </Typography>
                  <ListItemText primary={text} />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The &apos;Forward as attachment&apos; option is not available in the mobile mail app: use your inbox in a browser.
            </Typography>
          </>
        )}
      </DialogContent>
      {!verifying && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onVerify}>Verify</Button>
        </DialogActions>
      )}
      {verifying && onCancelVerification && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="outline" onClick={onCancelVerification}>
            Cancel
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
