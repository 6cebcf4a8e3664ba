import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { HOME_META } from '../../../shared/pageMeta';
import { useAppSelector } from '../../app/hooks';
import { HomeBelowFold, HomeSignedInSections } from '../../app/splitPoints';
import { HydrateApart } from '../../components/HydrateApart';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { selectIsSignedIn } from '../auth/authSlice';
import { HomeIntro } from './HomeIntro';
import { WelcomeHint } from './WelcomeHint';

/** Holds the signed-in sections' place while their code loads, without pulling skeletons into the landing page. */
const signedInFallback = <Box aria-hidden sx={{ minHeight: { xs: 1300, md: 1250 } }} />;

/** SPEC §2 landing page; the signed-in sections arrive as their own chunk. */
export function HomePage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  useDocumentMeta(HOME_META);
  return (
    <>
      <HomeIntro />
      <WelcomeHint />
      {signedIn && (
        <Suspense fallback={signedInFallback}>
          <HomeSignedInSections />
        </Suspense>
      )}
      {/* Server-rendered, it keeps its markup until its code arrives, then hydrates on its own. */}
      <HydrateApart>
        <HomeBelowFold />
      </HydrateApart>
    </>
  );
}
