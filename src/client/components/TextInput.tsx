import { useId, type ChangeEventHandler, type FocusEventHandler, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  name?: string;
  id?: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Attributes of the <input> itself (min, max, inputMode…). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/**
 * MUI's outlined text field, put together from its parts as TextField does (label, outlined input, helper text, the
 * ids that tie them). TextField itself imports every input variant and Select, about 10 KB gzipped that a plain text
 * field never uses; a field that is a dropdown keeps TextField with `select`.
 */
export function TextInput({ id: givenId, label, helperText, error, size, fullWidth, required, disabled, ...input }: TextInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} size={size} fullWidth={fullWidth} required={required} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
