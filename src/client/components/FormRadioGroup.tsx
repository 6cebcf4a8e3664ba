import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useField, useFormikContext } from 'formik';

interface FormRadioGroupProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled radio group bound to Formik; its error shows once the form is submitted, as FormTextField's does. */
export function FormRadioGroup({ name, label, options }: FormRadioGroupProps) {
  const [field, meta] = useField<string>(name);
  const { setFieldError } = useFormikContext();
  const labelId = useId();
  const shownError = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FormControl error={Boolean(shownError)} component="fieldset" sx={{ mb: 2 }}>
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={name}
        value={field.value}
        onChange={(event) => {
          field.onChange(event);
          setFieldError(name, undefined);
        }}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      {shownError && <FormHelperText>{shownError}</FormHelperText>}
    </FormControl>
  );
}
