import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { Button } from '../../components/Button';

interface LogoutDialogProps {
  open: boolean;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §2: 'Are you sure you want to log out?' with Logout / Cancel. */
export function LogoutDialog({ open, loading, onConfirm, onCancel }: LogoutDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="logout-question" maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText id="logout-question" sx={{ color: 'text.primary', fontWeight: 600 }}>
          Are you sure you want to log out?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" loading={loading} onClick={onConfirm}>
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
