import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SearchItemRow } from './SearchItemRow';
import type { SearchBarItem } from './searchBarTypes';

export interface SearchSuggestionsProps<T extends SearchBarItem> {
  listId: string;
  /** The listbox's accessible name. */
  listLabel: string;
  loading: boolean;
  searched: boolean;
  suggestions: readonly T[];
  activeIndex: number;
  onSelect: (item: T) => void;
}

export function optionId(listId: string, index: number) {
  return `${listId}-option-${index}`;
}

/** The pop-up under the search box: a loader, else the suggestions, else 'No results found' (SPEC §4). */
export function SearchSuggestions<T extends SearchBarItem>(props: SearchSuggestionsProps<T>) {
  const { listId, listLabel, loading, searched, suggestions, activeIndex, onSelect } = props;
  let body;
  if (loading) {
    body = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress size={24} aria-label="Loading suggestions" />
      </Box>
    );
  } else if (suggestions.length > 0) {
    body = (
      <Box component="ul" role="listbox" id={listId} aria-label={listLabel} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
        {suggestions.map((item, index) => (
          <Box
            component="li"
            role="option"
            id={optionId(listId, index)}
            key={item.key}
            aria-selected={index === activeIndex}
            // Keeps the focus in the box, so the click lands before the list hides.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onSelect(item)}
            sx={{
              px: 1.5,
              py: 1,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: index === activeIndex ? 'primary.light' : undefined,
              '&:hover': { bgcolor: 'primary.light' },
            }}
          >
            <SearchItemRow item={item} />
          </Box>
        ))}
      </Box>
    );
  } else if (searched) {
    body = (
      <Typography role="status" sx={{ p: 2, color: 'text.secondary' }}>
        No results found
      </Typography>
    );
  } else {
    return null;
  }
  return (
    <Paper
      elevation={6}
      // At least 360 px (or the screen less a margin): a narrow box, such as the header's between 600 and 900 px,
      // would otherwise cut every event name into a tall column of fragments.
      sx={{
        position: 'absolute',
        top: 'calc(100% + 4px)',
        left: 0,
        width: '100%',
        minWidth: 'min(360px, calc(100vw - 32px))',
        zIndex: 'modal',
        overflow: 'hidden',
      }}
    >
      {body}
    </Paper>
  );
}
