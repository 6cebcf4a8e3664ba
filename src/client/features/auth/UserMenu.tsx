import { Suspense, useState, type MouseEvent } from 'react';
import type { User } from '../../../shared/entities';
import { UserMenuPopup } from '../../app/splitPoints';
import { Button } from '../../components/Button';

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
        sx={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' }}
      >
        {user.name || 'Guest'}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <UserMenuPopup id={MENU_ID} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
