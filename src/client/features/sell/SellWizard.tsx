import { Suspense, useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DetailsStep, EditListing, ForwardPart1Step, ForwardPart2Step, preloadSellSteps, VerifyStep } from '../../app/featureSplitPoints';
import { revealAndFocus } from '../../components/revealAndFocus';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { EventStep } from './EventStep';
import type { SellWizardValues } from './sellWizardSlice';
import { STEP_TITLES, type SellStepKey } from './sellWizardSteps';
import { useSellWizard } from './useSellWizard';
import { useStepArrival } from './useStepArrival';
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

/** A failed submit's message, brought into view and focused each time it appears (it is cleared as a submit starts). */
function StepError({ error }: { error: string }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert.current) revealAndFocus(alert.current);
  }, [error]);
  return (
    <Alert ref={alert} tabIndex={-1} severity="error" sx={{ mb: 3 }}>
      {error}
    </Alert>
  );
}

/** The sell page's steps. Edit mode is the details step alone, as the Ticket listings feature shows it. */
export function SellWizard() {
  const { mode, step, steps, stepIndex, values, error } = useSellWizard();
  const loadLaterSteps = useLaterStepsOnFirstUse(mode === 'create');
  const title = STEP_TITLES[step];
  const position = `Step ${stepIndex + 1} of ${steps.length}`;
  const { heading, announced } = useStepArrival(stepIndex, `${position}: ${title}`);
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
      <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800', mb: 3, outline: 'none' }}>
        {title}
      </Typography>
      <Box aria-live="polite" sx={visuallyHiddenSx}>
        {announced}
      </Box>
      {error && <StepError error={error} />}
      <Suspense fallback={null}>
        <StepBody key={step} step={step} values={values} />
      </Suspense>
    </Container>
  );
}
