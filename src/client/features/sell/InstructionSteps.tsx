import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Concert } from '../../../shared/entities';
import { Button } from '../../components/Button';
import { HINTS } from '../onboarding/onboardingSlice';
import { useOnboardingHint } from '../onboarding/useOnboardingHint';
import { ForwardInstructions } from './ForwardInstructions';
import { InboxInstructions } from './InboxInstructions';
import { useSellWizard } from './useSellWizard';
import { VerifyControls } from './VerifyControls';

interface InstructionStepProps {
  concert: Concert;
  senderEmail: string;
}

/** Desktop: every instruction on one step, 'Verify Ticket Ownership'. */
export function VerifyStep({ concert, senderEmail }: InstructionStepProps) {
  return (
    <Stack spacing={3}>
      <InboxInstructions concert={concert} senderEmail={senderEmail} />
      <ForwardInstructions />
      <VerifyControls concert={concert} />
    </Stack>
  );
}

export const DESKTOP_SITE_HINT =
  "On a phone? 'Forward as attachment' is not in the mobile mail app. Open your inbox in this browser and turn on 'Desktop site' in the browser's menu first.";

/** The request-the-desktop-site hint, until the seller dismisses it for good. */
function DesktopSiteHint() {
  const { visible, dismiss } = useOnboardingHint(HINTS.sellDesktopSite);
  if (!visible) return null;
  const gotIt = (
    <Button variant="ghost" size="small" onClick={dismiss}>
      Got it
    </Button>
  );
  return (
    <Alert severity="info" action={gotIt}>
      {DESKTOP_SITE_HINT}
    </Alert>
  );
}

/** Mobile, part 1: switch to the desktop site, then find and select the e-mail. */
export function ForwardPart1Step({ concert, senderEmail }: InstructionStepProps) {
  const { advance, goBack, canGoBack } = useSellWizard();
  return (
    <Stack spacing={3}>
      <DesktopSiteHint />
      <InboxInstructions concert={concert} senderEmail={senderEmail} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="ghost" disabled={!canGoBack} onClick={() => goBack()}>
          Back
        </Button>
        <Button size="large" onClick={() => void advance(async () => undefined)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}

/** Mobile, part 2: forward it as an attachment and verify. */
export function ForwardPart2Step({ concert }: InstructionStepProps) {
  return (
    <Stack spacing={3}>
      <ForwardInstructions />
      <VerifyControls concert={concert} />
    </Stack>
  );
}
