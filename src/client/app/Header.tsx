import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { Button } from '../components/Button';
import { selectCurrentUser, signInModalOpened } from '../features/auth/authSlice';
import { UserMenu } from '../features/auth/UserMenu';
import { useSignInGuard } from '../features/auth/useSignInGuard';
import { useStartSelling } from '../features/sell/sellingGate';
import { APP_NAME } from './brand';
import { HeaderSearch } from './HeaderSearch';
import { useAppDispatch, useAppSelector } from './hooks';
import { MobileMenu } from './MobileMenu';
import { paths } from './paths';
import { HEADER_HEIGHT } from './stickyHeader';
import { onPurpleSx } from './theme';

/** Shown from the desktop width (md) up; below it the mobile menu holds them. */
const desktopOnly = { display: { xs: 'none', md: 'block' } };
const navLinkSx = { ...desktopOnly, color: 'common.white', fontWeight: 600, whiteSpace: 'nowrap' };

export function Header() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const guard = useSignInGuard();
  const startSelling = useStartSelling();

  return (
    <AppBar position="sticky" elevation={0} color="primary" component="header" sx={onPurpleSx}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 2, sm: 3 }, minHeight: HEADER_HEIGHT }}>
          <Link component={RouterLink} to={paths.home} sx={{ display: 'flex', flexShrink: 0 }}>
            <img src="/logo.svg" alt={`${APP_NAME} home`} width={148} height={32} />
          </Link>
          <HeaderSearch />
          <Box sx={{ flex: 1 }} />
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
            <Link component={RouterLink} to={paths.explore} onClick={guard} underline="hover" sx={navLinkSx}>
              Explore Events
            </Link>
            <Link
              component={RouterLink}
              to={paths.sellTickets}
              onClick={(event) => {
                event.preventDefault();
                startSelling();
              }}
              underline="hover"
              sx={navLinkSx}
            >
              List Tickets
            </Link>
            {user ? (
              <Box sx={desktopOnly}>
                <UserMenu user={user} />
              </Box>
            ) : (
              <Button variant="white" size="small" onClick={() => dispatch(signInModalOpened())} sx={{ whiteSpace: 'nowrap' }}>
                Sign In
              </Button>
            )}
          </Box>
          <MobileMenu />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
