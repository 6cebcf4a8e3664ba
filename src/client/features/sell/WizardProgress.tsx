import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The step-count progress indicator (SPEC §2). */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const label = `Step ${step} of ${total}`;
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.5 }}>
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={(step / total) * 100} aria-label={label} sx={{ height: 6, borderRadius: 3 }} />
    </Stack>
  );
}
