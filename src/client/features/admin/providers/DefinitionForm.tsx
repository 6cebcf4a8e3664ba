import { useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import type { ProviderDefinition } from '../../../../shared/providerDefinition';
import { Button } from '../../../components/Button';
import { FocusFirstError } from '../../../components/FocusFirstError';
import { FormTextField } from '../../auth/FormTextField';
import { FieldRulesFields } from './FieldRulesFields';
import { ProviderSection } from './ProviderSection';
import { definitionOf, draftOf, providerDraftSchema, type ProviderDraft } from './providerDraft';
import { useFocusWhenShown } from './useFocusWhenShown';

interface DefinitionFormProps {
  /** The saved definition to change, or null for a new provider. */
  saved: ProviderDefinition | null;
  submitLabel: string;
  onSave: (definition: ProviderDefinition) => Promise<void>;
  /** Drawn after the definition's sections, with the definition as the form holds it now (Try it). */
  after: (current: () => ProviderDefinition) => ReactNode;
  /** The server's refusal of the last save, a new object each time so it is focused each time. */
  refusal: { text: string } | null;
}

const lines = 'one a line';

/** A provider's definition: who signs its mail, its subject lines, how each booking field is read, what sellers are told. */
export function DefinitionForm({ saved, submitLabel, onSave, after, refusal }: DefinitionFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const refused = useFocusWhenShown<HTMLDivElement>(refusal);
  return (
    // Checked on submit only: a definition has some thirty boxes, and checking them all at each key press is slow.
    <Formik<ProviderDraft>
      initialValues={draftOf(saved)}
      validationSchema={providerDraftSchema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(draft) => onSave(definitionOf(draft))}
      enableReinitialize
    >
      {({ isSubmitting, values }) => (
        <Form noValidate ref={form} aria-label="Provider definition">
          <FocusFirstError form={form} />
          <Stack spacing={3}>
            <ProviderSection id="who-title" title="Who sends it">
              <FormTextField name="name" label="Name" />
              <FormTextField name="slug" label="Short name for links" disabled={saved !== null} />
              <FormTextField name="dkimDomains" label={`DKIM signing domains, ${lines}`} multiline minRows={1} />
              <FormTextField name="fromDomains" label={`From domains that must align, ${lines}`} multiline minRows={1} />
            </ProviderSection>
            <ProviderSection id="subjects-title" title="Subject lines">
              <FormTextField name="confirmationSubjects" label={`Confirmation subject patterns, ${lines}`} multiline minRows={1} />
              <FormTextField name="cancellationSubjects" label={`Cancellation subject patterns, ${lines}`} multiline minRows={1} />
            </ProviderSection>
            <ProviderSection id="fields-title" title="Booking fields">
              <FieldRulesFields />
            </ProviderSection>
            <ProviderSection id="help-title" title="What the sell wizard tells sellers">
              <FormTextField name="subjectToSearch" label="Subject to search for ({event} stands for the event's name)" />
              <FormTextField name="bookingIdLabel" label="What the provider calls the booking id" />
              <FormTextField name="bookingIdWhere" label="Where the booking id is shown" multiline minRows={2} />
            </ProviderSection>
            {after(() => definitionOf(values))}
            {refusal !== null && (
              <Alert severity="error" ref={refused} tabIndex={-1}>
                {refusal.text}
              </Alert>
            )}
            <div>
              <Button type="submit" loading={isSubmitting}>
                {submitLabel}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
