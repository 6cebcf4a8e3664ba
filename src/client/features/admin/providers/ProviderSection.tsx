import type { ReactNode, Ref } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ProviderSectionProps {
  /** The heading's id: the section is a region named by it. */
  id: string;
  title: ReactNode;
  /** For a section an action brings up: its heading takes the focus (useFocusWhenShown). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One part of a provider's page: an outlined region under its own h2. */
export function ProviderSection({ id, title, headingRef, children }: ProviderSectionProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography ref={headingRef} tabIndex={headingRef === undefined ? undefined : -1} id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
