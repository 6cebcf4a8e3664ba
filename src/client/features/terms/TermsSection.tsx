import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STICKY_HEADER_CLEARANCE } from '../../app/stickyHeader';

interface TermsSectionProps {
  id: string;
  heading: string;
  lead?: string;
  points?: string[];
  children?: ReactNode;
}

/** One part of the terms: an h2 the contents list can scroll to, a lead sentence and a list of points. */
export function TermsSection({ id, heading, lead, points = [], children }: TermsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ mt: 5, scrollMarginTop: STICKY_HEADER_CLEARANCE }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700, color: 'grey.800', mb: 1.5 }}>
        {heading}
      </Typography>
      {lead && <Typography sx={{ mb: 1.5 }}>{lead}</Typography>}
      {points.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {points.map((point) => (
            <Typography component="li" key={point}>
              {point}
            </Typography>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}
