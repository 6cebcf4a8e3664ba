import { useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import type { FeedbackKind } from '../../../shared/schemas/feedbackSchemas';
import { errorReference } from '../../api/errors';
import { paths } from '../../app/paths';
import { FeedbackDialog } from '../feedback/FeedbackDialog';
import { CopySupportSnapshotItem } from '../support/CopySupportSnapshotItem';
import { useToast } from '../toasts/useToast';
import { useLogoutMutation } from './authApi';
import { LogoutDialog } from './LogoutDialog';

interface UserMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The dropdown's items and the logout confirmation; loaded on the first click (see UserMenu). */
export function UserMenuPopup({ id, anchor, onClose }: UserMenuPopupProps) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  // The kind stays while the dialog fades out, so its title does not change on the way.
  const [feedback, setFeedback] = useState<{ kind: FeedbackKind; open: boolean }>({ kind: 'FEEDBACK', open: false });
  const openFeedback = (kind: FeedbackKind) => {
    onClose();
    setFeedback({ kind, open: true });
  };
  const [logout, { isLoading }] = useLogoutMutation();

  const signOut = async () => {
    try {
      await logout().unwrap();
      showToast({ type: 'success', title: 'Signed out successfully' });
    } catch (error) {
      showToast({ type: 'error', title: 'Failed to sign out', details: errorReference(error) });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        <MenuItem
          onClick={() => {
            onClose();
            void navigate(paths.profile);
          }}
        >
          My Profile
        </MenuItem>
        <MenuItem onClick={() => openFeedback('SUGGEST_EVENT')}>Suggest Events</MenuItem>
        <MenuItem onClick={() => openFeedback('FEEDBACK')}>Feedback</MenuItem>
        <CopySupportSnapshotItem onDone={onClose} />
        <MenuItem
          onClick={() => {
            onClose();
            setConfirming(true);
          }}
        >
          Logout
        </MenuItem>
      </Menu>
      <LogoutDialog open={confirming} loading={isLoading} onConfirm={signOut} onCancel={() => setConfirming(false)} />
      <FeedbackDialog {...feedback} onClose={() => setFeedback({ ...feedback, open: false })} />
    </>
  );
}
