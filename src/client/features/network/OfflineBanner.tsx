import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../app/hooks';
import { selectOnline } from './networkSlice';

export const OFFLINE_BANNER_TEXT =
  "You're offline. Browsing shows what was already loaded; changes will not be sent until you're back online.";

/** Under the header while the browser is offline. */
export function OfflineBanner() {
  const online = useAppSelector(selectOnline);
  if (online) return null;
  return (
    <Box role="status" sx={{ bgcolor: 'grey.800', color: 'common.white', px: 2, py: 1.25, textAlign: 'center' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {OFFLINE_BANNER_TEXT}
      </Typography>
    </Box>
  );
}
