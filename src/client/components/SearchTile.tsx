import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { SearchItemRow } from './SearchItemRow';
import type { SearchBarItem } from './searchBarTypes';

/** A chosen item shown in place of the typed text, with a control to remove it. */
export function SearchTile({ item, onRemove }: { item: SearchBarItem; onRemove?: () => void }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        p: 1,
        borderRadius: 2,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: 'primary.light',
      }}
    >
      <SearchItemRow item={item} />
      {onRemove && (
        <IconButton size="small" aria-label={`Remove ${item.text}`} onClick={onRemove}>
          <Box component="span" aria-hidden sx={{ fontSize: 20, lineHeight: 1 }}>
            ×
          </Box>
        </IconButton>
      )}
    </Box>
  );
}
