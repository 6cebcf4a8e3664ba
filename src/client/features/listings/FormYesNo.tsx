import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useField, useFormikContext } from 'formik';

/** A yes/no question bound to a boolean Formik field; like FormTextField, its error clears when it is answered. */
export function FormYesNo({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<boolean | null>(name);
  const { setFieldValue, setFieldError } = useFormikContext();
  const shownError = meta.touched && meta.error ? meta.error : undefined;
  const labelId = `${name}-label`;

  return (
    <FormControl error={Boolean(shownError)}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        value={field.value === null ? '' : field.value ? 'yes' : 'no'}
        onChange={(event) => {
          void setFieldValue(name, event.target.value === 'yes', false);
          setFieldError(name, undefined);
        }}
      >
        <FormControlLabel value="yes" control={<Radio />} label="Yes" />
        <FormControlLabel value="no" control={<Radio />} label="No" />
      </RadioGroup>
      {shownError && <FormHelperText>{shownError}</FormHelperText>}
    </FormControl>
  );
}
