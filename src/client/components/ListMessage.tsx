import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A list's empty or error state: a title, a line of explanation and an optional action. */
export function ListMessage({ title, message, action }: { title: string; message?: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'grey.800' }}>
        {title}
      </Typography>
      {message && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{message}</Typography>}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
