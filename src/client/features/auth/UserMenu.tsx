import { Suspense, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import type { User } from '../../../shared/entities';
import { UserMenuPopup } from '../../app/splitPoints';
import { Button } from '../../components/Button';
import { SmallAvatar } from './SmallAvatar';

const MENU_ID = 'user-menu';

/**
 * SPEC §2 header dropdown for a signed-in user: My Profile, Suggest Events, Feedback, Logout.
 * The menu and its dialog (MUI's popover and modal code) load on the first click, not with the landing page.
 */
export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);

  const open = (event: MouseEvent<HTMLButtonElement>) => {
    setRequested(true);
    setAnchor(event.currentTarget);
  };

  return (
    <>
      <Button
        variant="white"
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? MENU_ID : undefined}
        onClick={open}
        startIcon={user.profilePicture ? <SmallAvatar src={user.profilePicture} /> : undefined}
        sx={{ maxWidth: 210, minWidth: 0 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.name || 'Guest'}
        </Box>
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <UserMenuPopup id={MENU_ID} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
