import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VERIFICATION_WAIT_HINT } from '../../../shared/constants';
import type { VerificationStage } from './sellWizardSlice';

export const VERIFYING_TEXT = `Verifying your tickets... This usually takes about ${VERIFICATION_WAIT_HINT}`;

/** What the server is doing now; null before the first report. A failure is told by the failure modal. */
export const STAGE_TEXTS: Record<VerificationStage, string | null> = {
  waiting: 'Waiting for your email…',
  checking: 'Checking the email’s signature…',
  reading: 'Reading your tickets…',
  done: 'Listing your tickets…',
  failed: null,
};

export function VerifyingNotice({ stage }: { stage: VerificationStage | null }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <CircularProgress aria-label="Verifying" />
      <Typography sx={{ fontWeight: 600 }}>{VERIFYING_TEXT}</Typography>
      <Typography role="status" sx={{ color: 'primary.main' }}>
        {STAGE_TEXTS[stage ?? 'waiting']}
      </Typography>
    </Stack>
  );
}
