import { Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import { useGetSessionQuery } from '../features/auth/authApi';
import { selectAuthStatus } from '../features/auth/authSlice';
import { SignInModal } from '../features/auth/SignInModal';
import { usePushRenewal } from '../features/events/usePushRenewal';
import { OfflineBanner } from '../features/network/OfflineBanner';
import { VerifyContactsPrompt } from '../features/otp/VerifyContactsPrompt';
import { HydrateApart } from '../components/HydrateApart';
import { FullScreenLoader } from './FullScreenLoader';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useAppSelector } from './hooks';
import { Footer } from './splitPoints';
import { AppRoutes } from './router';
import { useAppReadyMarker } from './useAppReadyMarker';
import { useFirstPaintLoaderGone } from './useFirstPaintLoaderGone';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';

/** The shell: the skip link, header, the offline banner, the current page, footer, the sign-in modal and the first-visit loader. */
export function App() {
  useGetSessionQuery();
  useAppReadyMarker();
  useFirstPaintLoaderGone();
  useScrollToTopOnNavigate();
  usePushRenewal();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigate(mainRef);
  const checking = useAppSelector(selectAuthStatus) === 'checking';

  return (
    <>
      <SkipLink />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <HydrateApart>
          <Header />
        </HydrateApart>
        <OfflineBanner />
        {/* At least a screen tall, so the footer starts below the fold and never jumps as the page fills in. */}
        {/* Focusable by script only (skip link, page changes); a ring round the whole page would say nothing. */}
        <Box component="main" id={MAIN_ID} ref={mainRef} tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}>
          {/* First in the page for a fan who cannot sell yet: until both contacts are verified. */}
          <VerifyContactsPrompt />
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </Box>
        <HydrateApart>
          <Footer />
        </HydrateApart>
      </Box>
      <SignInModal />
      {checking && <FullScreenLoader />}
    </>
  );
}
