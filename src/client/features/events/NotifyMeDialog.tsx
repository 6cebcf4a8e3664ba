import { useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Button } from '../../components/Button';
import {
  ALLOW_NOTIFICATIONS,
  EMAIL_ONLY,
  emailExplanation,
  NOT_NOW,
  notifyMeTitle,
  PERMISSION_NOTE,
  PUSH_EXPLANATION,
  TURN_OFF_EXPLANATION,
} from './notifyMeTexts';

export interface NotifyMeDialogProps {
  open: boolean;
  eventName?: string;
  email: string;
  emailVerified: boolean;
  busy: boolean;
  /** true: notifications and e-mail; false: e-mail only. */
  onChoose: (withPush: boolean) => void;
  onClose: () => void;
}

/** Says what 'Notify me' will send before the browser asks its own question about notifications. */
export function NotifyMeDialog({ open, eventName, email, emailVerified, busy, onChoose, onClose }: NotifyMeDialogProps) {
  const titleId = useId();
  const textId = useId();
  // A phone gets the whole screen: the explanation then fits without a scrolling box.
  const phone = useMediaQuery('(max-width:599.95px)');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} fullScreen={phone} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {notifyMeTitle(eventName)}
      </DialogTitle>
      <DialogContent>
        <Box id={textId}>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
            <li>{PUSH_EXPLANATION}</li>
            <li>{emailExplanation(email, emailVerified)}</li>
            <li>{TURN_OFF_EXPLANATION}</li>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {PERMISSION_NOTE}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {NOT_NOW}
        </Button>
        {emailVerified && (
          <Button variant="outline" onClick={() => onChoose(false)} disabled={busy}>
            {EMAIL_ONLY}
          </Button>
        )}
        <Button autoFocus onClick={() => onChoose(true)} loading={busy}>
          {ALLOW_NOTIFICATIONS}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
