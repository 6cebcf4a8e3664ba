import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { SearchItemRow } from './SearchItemRow';
import type { SearchBarItem } from './searchBarTypes';

/** A chosen item shown in place of the typed text, with a control to remove it. */
export function SearchTile({ item, onRemove, removeRef }: { item: SearchBarItem; onRemove?: () => void; removeRef?: Ref<HTMLButtonElement> }) {
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
        // A plain button: the header's search bar shares this file, and IconButton would weigh on every page.
        <Box
          component="button"
          type="button"
          ref={removeRef}
          aria-label={`Remove ${item.text}`}
          onClick={onRemove}
          sx={{
            width: 32,
            height: 32,
            flexShrink: 0,
            border: 0,
            borderRadius: '50%',
            bgcolor: 'transparent',
            color: 'grey.800',
            fontSize: 20,
            lineHeight: 1,
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <span aria-hidden>×</span>
        </Box>
      )}
    </Box>
  );
}
