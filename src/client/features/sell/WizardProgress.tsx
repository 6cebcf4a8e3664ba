import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lighten, type Theme } from '@mui/material/styles';

/** The track as MUI's determinate bar draws it: the brand purple lightened. */
const trackColor = (theme: Theme) => lighten(theme.palette.primary.main, 0.62);

/**
 * The step-count progress indicator (SPEC §2): a progress bar of our own, drawn as MUI's determinate one is, whose
 * component would add about 1.8 KB gzipped to the sell wizard for one bar.
 */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const label = `Step ${step} of ${total}`;
  const percent = Math.round((step / total) * 100);
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        sx={{ height: 6, borderRadius: 3, overflow: 'hidden', bgcolor: trackColor }}
      >
        <Box sx={{ height: '100%', width: `${percent}%`, bgcolor: 'primary.main', transition: 'width 0.4s linear' }} />
      </Box>
    </Stack>
  );
}
