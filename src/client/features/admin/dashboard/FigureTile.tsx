import type { ReactNode } from 'react';
import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One of today's figures: a named region with the number large, and what else it needs said beneath. */
export function FigureTile({ label, value, children }: { label: string; value: number; children?: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, height: '100%' }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700, color: 'grey.800', my: 0.5 }}>
        {value.toLocaleString('en-IN')}
      </Typography>
      {children}
    </Paper>
  );
}
