import { Suspense, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DetailsStep, EditListing, ForwardPart1Step, ForwardPart2Step, preloadSellSteps, VerifyStep } from '../../app/featureSplitPoints';
import { EventStep } from './EventStep';
import type { SellWizardValues } from './sellWizardSlice';
import { STEP_TITLES, type SellStepKey } from './sellWizardSteps';
import { useSellWizard } from './useSellWizard';
import { WizardProgress } from './WizardProgress';

function StepBody({ step, values }: { step: SellStepKey; values: SellWizardValues }) {
  const { concert, senderEmail, listing } = values;
  if (step === 'event') return <EventStep />;
  if (step === 'details') return listing && <DetailsStep listing={listing} />;
  if (!concert) return null;
  if (step === 'verify') return <VerifyStep concert={concert} senderEmail={senderEmail} />;
  if (step === 'forwardPart1') return <ForwardPart1Step concert={concert} senderEmail={senderEmail} />;
  return <ForwardPart2Step concert={concert} senderEmail={senderEmail} />;
}

/**
 * Loads the later steps' code once the fan starts on the wizard (a first focus or touch in it): it arrives and runs
 * while they fill in the first step, so Continue does not wait for it, and the page's start-up does not run code it
 * does not show yet (that cost the page about 190 ms of Lighthouse's blocking time at 4× CPU). A failed download is
 * tried again on the next focus or touch.
 */
function useLaterStepsOnFirstUse(wanted: boolean): () => void {
  const started = useRef(false);
  return () => {
    if (!wanted || started.current) return;
    started.current = true;
    void preloadSellSteps().catch(() => {
      started.current = false;
    });
  };
}

/** The sell page's steps. Edit mode is the details step alone, as the Ticket listings feature shows it. */
export function SellWizard() {
  const { mode, step, steps, stepIndex, values, error } = useSellWizard();
  const loadLaterSteps = useLaterStepsOnFirstUse(mode === 'create');
  if (mode === 'edit') {
    return (
      values.listing && (
        <Suspense fallback={null}>
          <EditListing listing={values.listing} />
        </Suspense>
      )
    );
  }

  return (
    <Container maxWidth="md" onFocus={loadLaterSteps} onPointerDown={loadLaterSteps} sx={{ py: { xs: 4, md: 6 } }}>
      <WizardProgress step={stepIndex + 1} total={steps.length} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800', mb: 3 }}>
        {STEP_TITLES[step]}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {error}
        </Alert>
      )}
      <Suspense fallback={null}>
        <StepBody key={step} step={step} values={values} />
      </Suspense>
    </Container>
  );
}
