import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Button } from '../components/Button';
import { headerSearchBarClicked } from '../features/analytics/analyticsActions';
import { selectCurrentUser, signInModalOpened } from '../features/auth/authSlice';
import { SmallAvatar } from '../features/auth/SmallAvatar';
import { useSignInGuard } from '../features/auth/useSignInGuard';
import { useUserMenuActions } from '../features/auth/useUserMenuActions';
import { useOpenSearchPage } from '../features/search/useOpenSearchPage';
import { useStartSelling } from '../features/sell/sellingGate';
import { useAppDispatch, useAppSelector } from './hooks';
import { paths } from './paths';

interface MobileMenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const itemSx = { py: 1.5, px: 3, fontWeight: 600, color: 'grey.800' };

function MenuList({ children }: { children: ReactNode }) {
  return <List disablePadding>{children}</List>;
}

/**
 * The phone header as a drawer: search, Explore Events, List Tickets, and Sign In or the user menu's items, each
 * with the header's own guard. Every item closes the drawer; the user menu's dialogs outlive it.
 */
export function MobileMenuDrawer({ id, open, onClose }: MobileMenuDrawerProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const guard = useSignInGuard();
  const startSelling = useStartSelling();
  const openSearchPage = useOpenSearchPage();
  const { actions, dialogs } = useUserMenuActions(onClose);
  const headingId = useId();
  const accountId = useId();

  return (
    <>
      <Drawer
        id={id}
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': headingId,
            sx: { width: 'min(320px, 85vw)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 1.5, bgcolor: 'primary.main' }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ color: 'common.white', fontWeight: 700 }}>
            Menu
          </Typography>
          <Box
            component="button"
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            sx={{
              width: 44,
              height: 44,
              mr: -1.5,
              border: 0,
              borderRadius: '50%',
              bgcolor: 'transparent',
              color: 'common.white',
              fontSize: 28,
              lineHeight: 1,
              cursor: 'pointer',
              '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.15)' },
              '&:focus-visible': { outline: '2px solid currentcolor', outlineOffset: -2 },
            }}
          >
            <span aria-hidden>×</span>
          </Box>
        </Box>
        <Box sx={{ p: 2 }}>
          {/* The header's search box, as the link it is here: it opens the search page. Its name is its text. */}
          <Box
            component={RouterLink}
            to={paths.search}
            onClick={(event) => {
              event.preventDefault();
              onClose();
              dispatch(headerSearchBarClicked());
              openSearchPage();
            }}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1,
              borderRadius: 999,
              border: 1,
              borderColor: 'grey.500',
              color: 'text.secondary',
              textDecoration: 'none',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-4-4" />
            </svg>
            Search events, artists, venues
          </Box>
        </Box>
        <Box component="nav" aria-label="Menu">
          <MenuList>
            <ListItem disablePadding>
              <ListItemButton
                component={RouterLink}
                to={paths.explore}
                onClick={(event) => {
                  guard(event);
                  onClose();
                }}
                sx={itemSx}
              >
                Explore Events
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton
                component={RouterLink}
                to={paths.sellTickets}
                onClick={(event) => {
                  event.preventDefault();
                  onClose();
                  startSelling();
                }}
                sx={itemSx}
              >
                List Tickets
              </ListItemButton>
            </ListItem>
          </MenuList>
        </Box>
        <Divider />
        {user ? (
          <Box component="section" aria-labelledby={accountId} sx={{ py: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, py: 1 }}>
              {user.profilePicture && <SmallAvatar src={user.profilePicture} size={32} />}
              <Typography id={accountId} component="h3" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {user.name || 'Guest'}
              </Typography>
            </Box>
            <MenuList>
              {actions.map((action) => (
                <ListItem key={action.label} disablePadding>
                  <ListItemButton onClick={action.run} sx={itemSx}>
                    {action.label}
                  </ListItemButton>
                </ListItem>
              ))}
            </MenuList>
          </Box>
        ) : (
          <Box sx={{ p: 2 }}>
            <Button
              fullWidth
              onClick={() => {
                onClose();
                dispatch(signInModalOpened());
              }}
            >
              Sign In
            </Button>
          </Box>
        )}
      </Drawer>
      {dialogs}
    </>
  );
}
