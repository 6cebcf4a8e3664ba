import { useState, type MouseEvent } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import type { User } from '../../../shared/entities';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button';
import { useToast } from '../toasts/useToast';
import { useLogoutMutation } from './authApi';
import { LogoutDialog } from './LogoutDialog';

/** Where suggestions and feedback go until the product has forms for them. */
export const SUPPORT_EMAIL = 'support@fantickets.in';

function mailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

/** SPEC §2 header dropdown for a signed-in user: My Profile, Suggest Events, Feedback, Logout. */
export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [logout, { isLoading }] = useLogoutMutation();
  const close = () => setAnchor(null);

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
      <Button
        variant="white"
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' }}
      >
        {user.name || 'Guest'}
      </Button>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            void navigate(paths.profile);
          }}
        >
          My Profile
        </MenuItem>
        <MenuItem component="a" href={mailto('Suggest an event')} onClick={close}>
          Suggest Events
        </MenuItem>
        <MenuItem component="a" href={mailto('Feedback')} onClick={close}>
          Feedback
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
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
