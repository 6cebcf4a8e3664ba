import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { newTabProps } from '../../app/links';
import { useUserAgent } from '../../app/userAgent';
import { AppQrCode } from '../../app/splitPoints';
import { Button } from '../../components/Button';
import { defaultStoreFor, MOBILE_STORES, type MobileStore } from './appStores';

const QR_SIZE = 160;
const STORE_ORDER: MobileStore[] = ['appStore', 'playStore'];

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

/** Left out below this width: a phone cannot scan a code on its own screen, and the store links do the job there. */
const QR_FROM = 'sm';
const onPhones = { xs: 'inline', [QR_FROM]: 'none' } as const;
const offPhones = { xs: 'none', [QR_FROM]: 'inline' } as const;

/** App download: the two store links, and a QR code for the store the visitor picks (their device's by default). */
export function AppDownload() {
  const userAgent = useUserAgent();
  const [store, setStore] = useState<MobileStore>(() => defaultStoreFor(userAgent));
  const shown = MOBILE_STORES[store];
  return (
    <Box component="section" aria-labelledby="app-download" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'secondary.light' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 5, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography id="app-download" variant="h4" component="h2" sx={{ fontWeight: 800, color: 'grey.800' }}>
            Download the App
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'text.secondary', maxWidth: 520 }}>
            Get alerts when tickets for your events are listed and reach sellers faster.{' '}
            <Box component="span" sx={{ display: offPhones }}>
              Scan the code with your phone or pick your store.
            </Box>
            <Box component="span" sx={{ display: onPhones }}>
              Pick your store.
            </Box>
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
            {STORE_ORDER.map((id) => (
              <Link key={id} href={MOBILE_STORES[id].url} underline="none" sx={storeLinkSx} {...newTabProps}>
                {MOBILE_STORES[id].linkText}
              </Link>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', [QR_FROM]: 'flex' }, flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <Box role="group" aria-label="QR code for" sx={{ display: 'flex', gap: 1 }}>
            {STORE_ORDER.map((id) => (
              <Button
                key={id}
                size="small"
                variant={id === store ? 'primary' : 'outline'}
                aria-pressed={id === store}
                onClick={() => setStore(id)}
              >
                {MOBILE_STORES[id].name}
              </Button>
            ))}
          </Box>
          <Box sx={{ width: QR_SIZE, height: QR_SIZE, p: 1, bgcolor: 'common.white', borderRadius: 2, boxSizing: 'content-box' }}>
            <Suspense fallback={null}>
              <AppQrCode value={shown.url} label={`QR code for ${shown.inSentence}`} size={QR_SIZE} />
            </Suspense>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Scan to get the app on {shown.inSentence}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
