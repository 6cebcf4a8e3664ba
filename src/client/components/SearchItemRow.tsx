import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SearchBarItem } from './searchBarTypes';

const IMAGE_PX = 40;

/** Image, text and subtext, as both a suggestion and a tile show them. */
export function SearchItemRow({ item }: { item: SearchBarItem }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {item.image && (
        <Box
          component="img"
          src={item.image}
          alt=""
          width={IMAGE_PX}
          height={IMAGE_PX}
          loading="lazy"
          sx={{ borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        {/* Names wrap rather than being cut to the box's width. */}
        <Typography sx={{ fontWeight: 600, color: 'grey.800', overflowWrap: 'anywhere' }}>
          {item.text}
        </Typography>
        {item.subtext && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.subtext}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
