import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';

/**
 * A date and time typed as India wall-clock time (`yyyy-mm-ddThh:mm`, what datetime-local holds): the browser's own
 * time zone plays no part, the server reads the value as India time.
 */
export function IndiaTimeField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const { setFieldError } = useFormikContext();
  const shownError = meta.touched && meta.error ? meta.error : undefined;
  return (
    <TextField
      {...field}
      onChange={(event) => {
        field.onChange(event);
        setFieldError(name, undefined);
      }}
      type="datetime-local"
      label={label}
      error={Boolean(shownError)}
      helperText={shownError ?? 'India Standard Time (IST)'}
      fullWidth
      // A date field always shows its own placeholder, so its label stays above it.
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
