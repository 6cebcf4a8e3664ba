import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { WELCOME_MESSAGE } from './brand';

/** Covers the app while the first session check runs (SPEC §2). */
export function FullScreenLoader() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 3,
        bgcolor: 'primary.light',
        textAlign: 'center',
      }}
    >
      <CircularProgress aria-hidden />
      <Typography variant="h5" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
        {WELCOME_MESSAGE}
      </Typography>
    </Box>
  );
}
