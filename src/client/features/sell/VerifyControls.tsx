import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Concert } from '../../../shared/entities';
import { Button } from '../../components/Button';
import { ForwardConfirmDialog } from './ForwardConfirmDialog';
import { UploadEmlOption } from './UploadEmlOption';
import { useSellWizard } from './useSellWizard';
import { useVerification } from './useVerification';
import { VerificationFailedDialog } from './VerificationFailedDialog';

/** The end of the instructions: the two ways to verify, Back, and the modals around verification. */
export function VerifyControls({ concert }: { concert: Concert }) {
  const { canGoBack, goBack, notice } = useSellWizard();
  const { verifying, stage, verifyForwarded, verifyUpload, cancel, failure, closeFailure } = useVerification(concert);
  const [confirming, setConfirming] = useState(false);

  const verify = () => {
    setConfirming(false);
    void verifyForwarded();
  };

  return (
    <Stack spacing={3}>
      <UploadEmlOption disabled={verifying} onFile={(file) => void verifyUpload(file)} />
      {/*
        A cancelled verification, said beside the button that starts the next one (where the focus returns). News,
        not an error: a live region that is always there, so the notice is read out politely as it appears.
      */}
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {notice && (
          <Alert severity="info" role="none">
            {notice}
          </Alert>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        {canGoBack ? (
          <Button variant="ghost" onClick={() => goBack()}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button size="large" loading={verifying} onClick={() => setConfirming(true)}>
          I&apos;ve forwarded the email
        </Button>
      </Stack>
      <ForwardConfirmDialog
        open={confirming}
        verifying={verifying}
        stage={stage}
        onVerify={verify}
        onCancel={() => setConfirming(false)}
        onCancelVerification={cancel}
      />
      <VerificationFailedDialog reason={failure} onClose={closeFailure} />
    </Stack>
  );
}
