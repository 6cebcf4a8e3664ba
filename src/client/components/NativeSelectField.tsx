import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface NativeSelectFieldProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** The <option>s. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A small outlined dropdown on the browser's own <select>, put together from its parts: TextField with `select`
 * looks the same but imports MUI's Select, Menu and Popover, ~15 KB gzipped that a native select never uses.
 */
export function NativeSelectField({ label, value, onChange, children, sx }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel shrink htmlFor={id}>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput notched label={label} />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
