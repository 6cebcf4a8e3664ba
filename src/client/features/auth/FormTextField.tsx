import type { ChangeEvent } from 'react';
import { useField, useFormikContext } from 'formik';
import { TextInput, type TextInputProps } from '../../components/TextInput';

type FormTextFieldProps = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & { name: string };

/**
 * A text field bound to Formik. SPEC §5: errors appear once the form is submitted (first failing rule per
 * field) and a field's error clears as soon as that field is edited.
 */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { setFieldError } = useFormikContext();
  const shownError = meta.touched && meta.error ? meta.error : undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    field.onChange(event);
    setFieldError(name, undefined);
  };

  return (
    <TextInput
      {...props}
      {...field}
      onChange={handleChange}
      error={Boolean(shownError)}
      helperText={shownError}
      fullWidth
    />
  );
}
