import Box from '@mui/material/Box';
import { CardSkeleton } from '../../components/Skeletons';

/** A carousel's place while its events load, as tall as the cards to come. */
export function EventRowSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', gap: 2, overflow: 'hidden', pt: 6.5 }}>
      {Array.from({ length: 4 }, (_, i) => (
        <Box key={i} sx={{ flex: '0 0 auto', width: { xs: '80%', sm: '48%', md: '31%', lg: '23.5%' } }}>
          <CardSkeleton />
        </Box>
      ))}
    </Box>
  );
}
