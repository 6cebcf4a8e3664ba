import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface NativeSelectFieldProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** The <option>s. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** MUI's ArrowDropDown, drawn by the select's own background. */
const ARROW =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M7 10l5 5 5-5z' fill='rgba(0,0,0,0.54)'/%3E%3C/svg%3E\")";

/**
 * A small dropdown on the browser's own <select>, drawn to look like MUI's small outlined field with its label
 * on the border. MUI's TextField or NativeSelect look the same but bring InputBase, OutlinedInput and FormControl
 * (~10 KB gzipped), and TextField also MUI's Select, Menu and Popover (~15 KB): a filter needs none of it.
 */
export function NativeSelectField({ label, value, onChange, children, sx = [] }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <Box
      sx={[
        { position: 'relative', display: 'inline-flex', flexDirection: 'column', '&:focus-within > label': { color: 'primary.main' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          top: 0,
          left: 9,
          transform: 'translateY(-50%)',
          px: '5px',
          fontSize: '0.75rem',
          lineHeight: 1.2,
          color: 'text.secondary',
          bgcolor: 'background.paper',
          pointerEvents: 'none',
        }}
      >
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value)}
        sx={{
          appearance: 'none',
          font: 'inherit',
          fontSize: '1rem',
          height: 40,
          pl: '14px',
          pr: '32px',
          color: 'text.primary',
          bgcolor: 'transparent',
          backgroundImage: ARROW,
          backgroundRepeat: 'no-repeat',
          backgroundPosition: 'right 7px center',
          backgroundSize: 24,
          border: '1px solid rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus': { outline: 'none', borderColor: 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
