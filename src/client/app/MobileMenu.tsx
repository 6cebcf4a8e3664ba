import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { MobileMenuDrawer } from './splitPoints';

const MENU_ID = 'mobile-menu';

/**
 * SPEC §2 mobile menu: below the header's desktop width a button opens a drawer that mirrors the header. The
 * drawer (MUI's modal code) loads on the first press, not with the landing page. It is open only on the page it
 * was opened on, so any navigation closes it.
 */
export function MobileMenu() {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const open = openOn === location.key;

  return (
    <>
      <Box
        component="button"
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onClick={(event) => {
          // Safari does not focus a pressed button; the drawer gives the focus back to what had it.
          event.currentTarget.focus();
          setRequested(true);
          setOpenOn(location.key);
        }}
        sx={{
          display: { xs: 'inline-flex', md: 'none' },
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          width: 44,
          height: 44,
          mr: -1,
          p: 0,
          border: 0,
          borderRadius: '50%',
          bgcolor: 'transparent',
          color: 'common.white',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.15)' },
          '&:focus-visible': { outline: '2px solid currentcolor', outlineOffset: -2 },
        }}
      >
        <svg aria-hidden width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Box>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={MENU_ID} open={open} onClose={() => setOpenOn(null)} />
        </Suspense>
      )}
    </>
  );
}
