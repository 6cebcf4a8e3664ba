import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';

interface FormSelectFieldProps {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/** A dropdown bound to Formik, showing its error once the form is submitted, as FormTextField does. */
export function FormSelectField({ name, label, options }: FormSelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const { setFieldError } = useFormikContext();
  const shownError = meta.touched && meta.error ? meta.error : undefined;
  return (
    <TextField
      select
      {...field}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        setFieldError(name, undefined);
      }}
      label={label}
      error={Boolean(shownError)}
      helperText={shownError}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
