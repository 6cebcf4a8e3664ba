import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { HOME_META } from '../../../shared/pageMeta';
import { useAppSelector } from '../../app/hooks';
import { HomeSignedInSections } from '../../app/splitPoints';
import { HydrateApart } from '../../components/HydrateApart';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { selectIsSignedIn } from '../auth/authSlice';
import { AppDownload } from './AppDownload';
import { HomeIntro } from './HomeIntro';
import { HowItWorks } from './HowItWorks';
import { ListTicketsCta } from './ListTicketsCta';
import { WelcomeHint } from './WelcomeHint';
import { WhyChooseUs } from './WhyChooseUs';

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
      <HydrateApart>
        <AppDownload />
        <HowItWorks />
        <WhyChooseUs />
        <ListTicketsCta />
      </HydrateApart>
    </>
  );
}
