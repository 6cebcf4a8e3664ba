import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A titled band of the home page. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 800, color: 'grey.800', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
