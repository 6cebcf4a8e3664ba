import type { ChangeEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText'> & { name: string };

/**
 * A text field bound to Formik. SPEC §5: errors appear once the form is submitted (first failing rule per
 * field) and a field's error clears as soon as that field is edited.
 */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { setFieldError } = useFormikContext();
  const shownError = meta.touched && meta.error ? meta.error : undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
    setFieldError(name, undefined);
  };

  return (
    <TextField
      {...props}
      {...field}
      onChange={handleChange}
      error={Boolean(shownError)}
      helperText={shownError}
      fullWidth
    />
  );
}
