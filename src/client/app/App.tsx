import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { useGetSessionQuery } from '../features/auth/authApi';
import { selectAuthStatus } from '../features/auth/authSlice';
import { SignInModal } from '../features/auth/SignInModal';
import { OfflineBanner } from '../features/network/OfflineBanner';
import { Footer } from './Footer';
import { FullScreenLoader } from './FullScreenLoader';
import { Header } from './Header';
import { useAppSelector } from './hooks';
import { AppRoutes } from './router';

/** The shell: header, the offline banner, the current page, footer, the sign-in modal and the first-visit loader. */
export function App() {
  useGetSessionQuery();
  const checking = useAppSelector(selectAuthStatus) === 'checking';

  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Header />
        <OfflineBanner />
        <Box component="main" sx={{ flex: 1 }}>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </Box>
        <Footer />
      </Box>
      <SignInModal />
      {checking && <FullScreenLoader />}
    </>
  );
}
