import { useEffect, useRef, type ChangeEvent } from 'react';
import { useField, useFormikContext } from 'formik';
import { TextInput, type TextInputProps } from '../../components/TextInput';
import { takeTypedValue } from '../../ssr/typedBeforeHydration';

type FormTextFieldProps = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'> & { name: string };

/**
 * A text field bound to Formik. SPEC §5: errors appear once the form is submitted (first failing rule per
 * field) and a field's error clears as soon as that field is edited.
 */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { setFieldError } = useFormikContext();
  const shownError = meta.touched && meta.error ? meta.error : undefined;
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  // On a server-rendered page, what was typed before the app ran (ssr/typedBeforeHydration.ts).
  useEffect(() => {
    const typed = takeTypedValue(input.current);
    if (typed !== undefined) void helpers.setValue(typed, false);
    // Once, for the field the server drew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    field.onChange(event);
    setFieldError(name, undefined);
  };

  return (
    <TextInput
      {...props}
      {...field}
      inputRef={input}
      onChange={handleChange}
      error={Boolean(shownError)}
      helperText={shownError}
      fullWidth
    />
  );
}
