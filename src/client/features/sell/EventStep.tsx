import { Suspense, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { OtpModal } from '../../app/featureSplitPoints';
import { loadSellSchemas } from '../../app/schemaLoaders';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { lazySchema } from '../../components/lazySchema';
import { EventSearchField } from './EventSearchField';
import { eventStepValuesOf, type EventStepValues } from './eventStepValues';
import { SenderEmailField } from './SenderEmailField';
import { TermsCheckbox } from './TermsCheckbox';
import { useSellWizard } from './useSellWizard';
import { useSenderNeedsCode } from './useSenderProof';

const sellStartSchema = lazySchema<EventStepValues>(() => loadSellSchemas().then((m) => m.sellStartSchema));

/**
 * Step 1, 'List your Tickets': the event and the sender e-mail, checked with the shared schema. An address
 * the account has not proven gets a code first; the wizard moves on once it is verified.
 */
export function EventStep() {
  const { values, advance } = useSellWizard();
  const needsCode = useSenderNeedsCode();
  const [proving, setProving] = useState<{ values: EventStepValues; open: boolean } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const moveOn = async ({ concert, senderEmail, sameAsRegistered, termsAccepted }: EventStepValues) => {
    await advance(async () => ({ concert, senderEmail: senderEmail.trim(), sameAsRegistered, termsAccepted }));
  };

  const submit = async (stepValues: EventStepValues) => {
    if (needsCode(stepValues.senderEmail)) setProving({ values: stepValues, open: true });
    else await moveOn(stepValues);
  };

  return (
    <>
      <Formik<EventStepValues>
        initialValues={eventStepValuesOf(values)}
        validate={sellStartSchema.validate}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form ref={form} noValidate aria-label="Event and sender email" onFocus={sellStartSchema.preload}>
            <FocusFirstError form={form} />
            <Stack spacing={3}>
              <EventSearchField />
              <SenderEmailField />
              <TermsCheckbox />
              <Button type="submit" size="large" loading={isSubmitting} sx={{ alignSelf: 'flex-end' }}>
                Continue
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      {proving && (
        <Suspense fallback={null}>
          <OtpModal
            open={proving.open}
            channel="sender"
            destination={proving.values.senderEmail.trim().toLowerCase()}
            onVerified={() => void moveOn(proving.values)}
            onClose={() => setProving({ ...proving, open: false })}
          />
        </Suspense>
      )}
    </>
  );
}
