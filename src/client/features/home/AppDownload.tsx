import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { externalLinks, newTabProps } from '../../app/links';
import { AppQrCode } from '../../app/splitPoints';

const QR_SIZE = 160;

const storeLinkSx = {
  display: 'inline-block',
  px: 2.5,
  py: 1.25,
  borderRadius: 2,
  bgcolor: 'grey.800',
  color: 'common.white',
  fontWeight: 600,
  '&:hover': { bgcolor: 'common.black' },
};

/** App download: a QR code for phones and the two store links. */
export function AppDownload() {
  return (
    <Box component="section" aria-labelledby="app-download" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'secondary.light' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 5, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography id="app-download" variant="h4" component="h2" sx={{ fontWeight: 800, color: 'grey.800' }}>
            Download the App
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'text.secondary', maxWidth: 520 }}>
            Get alerts when tickets for your events are listed and reach sellers faster. Scan the code with your phone
            or pick your store.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
            <Link href={externalLinks.appStore} underline="none" sx={storeLinkSx} {...newTabProps}>
              Download on the App Store
            </Link>
            <Link href={externalLinks.playStore} underline="none" sx={storeLinkSx} {...newTabProps}>
              Get it on Google Play
            </Link>
          </Box>
        </Box>
        <Box sx={{ width: QR_SIZE, height: QR_SIZE, p: 1, bgcolor: 'common.white', borderRadius: 2, boxSizing: 'content-box' }}>
          <Suspense fallback={null}>
            <AppQrCode value={externalLinks.appDownload} label="QR code to download the app" size={QR_SIZE} />
          </Suspense>
        </Box>
      </Container>
    </Box>
  );
}
