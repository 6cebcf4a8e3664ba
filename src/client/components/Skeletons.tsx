import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Stands where an event card will be, at the card's size, so the grid does not jump when data arrives. */
export function CardSkeleton() {
  return (
    <Box aria-hidden sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="80%" height={24} />
        <Skeleton width="45%" />
        <Skeleton width="60%" />
        <Skeleton width="35%" />
        <Skeleton width="50%" height={32} sx={{ mt: 1 }} />
      </Box>
    </Box>
  );
}

/** `count` card skeletons laid out like the list they stand in for; announced once as loading. */
export function CardGridSkeleton({ count, label, gridSx }: { count: number; label: string; gridSx: object }) {
  return (
    <Box role="status" aria-label={label} sx={gridSx}>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </Box>
  );
}

/** Stands where a page's heading block will be. */
export function TextBlockSkeleton({ lines = 2 }: { lines?: number }) {
  return (
    <Box aria-hidden>
      <Skeleton width="60%" height={48} />
      {Array.from({ length: lines - 1 }, (_, i) => (
        <Skeleton key={i} width="40%" />
      ))}
    </Box>
  );
}
