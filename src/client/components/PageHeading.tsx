import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's h1 with optional lead text, in the standard page width. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
