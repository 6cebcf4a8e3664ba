import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { sellStartSchema } from '../../../shared/schemas/sellSchemas';
import { Button } from '../../components/Button';
import { EventSearchField } from './EventSearchField';
import { eventStepValuesOf, type EventStepValues } from './eventStepValues';
import { SenderEmailField } from './SenderEmailField';
import { TermsCheckbox } from './TermsCheckbox';
import { useSellWizard } from './useSellWizard';

/** Step 1, 'List your Tickets': the event and the sender e-mail, checked with the shared schema. */
export function EventStep() {
  const { values, advance } = useSellWizard();

  const submit = async ({ concert, senderEmail, sameAsRegistered, termsAccepted }: EventStepValues) => {
    await advance(async () => ({ concert, senderEmail: senderEmail.trim(), sameAsRegistered, termsAccepted }));
  };

  return (
    <Formik<EventStepValues>
      initialValues={eventStepValuesOf(values)}
      validationSchema={sellStartSchema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Event and sender email">
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
  );
}
