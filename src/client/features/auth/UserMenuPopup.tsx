import { useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useToast } from '../toasts/useToast';
import { useLogoutMutation } from './authApi';
import { LogoutDialog } from './LogoutDialog';

/** Where suggestions and feedback go until the product has forms for them. */
export const SUPPORT_EMAIL = 'support@fantickets.in';

function mailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

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
  const [logout, { isLoading }] = useLogoutMutation();

  const signOut = async () => {
    try {
      await logout().unwrap();
      showToast({ type: 'success', title: 'Signed out successfully' });
    } catch {
      showToast({ type: 'error', title: 'Failed to sign out' });
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
        <MenuItem component="a" href={mailto('Suggest an event')} onClick={onClose}>
          Suggest Events
        </MenuItem>
        <MenuItem component="a" href={mailto('Feedback')} onClick={onClose}>
          Feedback
        </MenuItem>
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
    </>
  );
}
