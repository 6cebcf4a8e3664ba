import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useUserMenuActions } from './useUserMenuActions';

interface UserMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The dropdown's items and the dialogs they open; loaded on the first click (see UserMenu). */
export function UserMenuPopup({ id, anchor, onClose }: UserMenuPopupProps) {
  const { actions, dialogs } = useUserMenuActions(onClose);
  return (
    <>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {actions.map((action) => (
          <MenuItem key={action.label} onClick={action.run}>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
      {dialogs}
    </>
  );
}
