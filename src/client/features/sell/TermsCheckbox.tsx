import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useFormikContext } from 'formik';
import type { EventStepValues } from './eventStepValues';

export const TERMS_LABEL =
  "A recent booking confirmation email is needed. If yours is old, use 'Resend confirmation mail' on the original seller's site first.";

/** SPEC §2 terms checkbox, only for booking-site events; its refusal describes it and is announced as it appears. */
export function TermsCheckbox() {
  const { values, errors, touched, setFieldValue, setFieldError } = useFormikContext<EventStepValues>();
  const errorId = useId();
  if (!values.needsTerms) return null;
  const shownError = touched.termsAccepted && errors.termsAccepted;

  return (
    <FormControl error={Boolean(shownError)}>
      <FormControlLabel
        control={
          <Checkbox
            checked={values.termsAccepted}
            slotProps={{ input: { 'aria-describedby': shownError ? errorId : undefined, 'aria-invalid': shownError ? true : undefined } }}
            onChange={(event) => {
              void setFieldValue('termsAccepted', event.target.checked, false);
              setFieldError('termsAccepted', undefined);
            }}
          />
        }
        label={TERMS_LABEL}
      />
      {shownError && (
        <FormHelperText id={errorId} role="alert">
          {shownError}
        </FormHelperText>
      )}
    </FormControl>
  );
}
