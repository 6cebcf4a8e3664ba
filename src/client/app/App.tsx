import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { useGetSessionQuery } from '../features/auth/authApi';
import { selectAuthStatus } from '../features/auth/authSlice';
import { SignInModal } from '../features/auth/SignInModal';
import { OfflineBanner } from '../features/network/OfflineBanner';
import { HydrateApart } from '../components/HydrateApart';
import { Footer } from './Footer';
import { FullScreenLoader } from './FullScreenLoader';
import { Header } from './Header';
import { useAppSelector } from './hooks';
import { AppRoutes } from './router';
import { useAppReadyMarker } from './useAppReadyMarker';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';

/** The shell: header, the offline banner, the current page, footer, the sign-in modal and the first-visit loader. */
export function App() {
  useGetSessionQuery();
  useAppReadyMarker();
  useScrollToTopOnNavigate();
  const checking = useAppSelector(selectAuthStatus) === 'checking';

  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <HydrateApart>
          <Header />
        </HydrateApart>
        <OfflineBanner />
        {/* At least a screen tall, so the footer starts below the fold and never jumps as the page fills in. */}
        <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
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
