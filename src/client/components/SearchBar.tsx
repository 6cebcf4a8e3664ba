import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { SEARCH_DEBOUNCE_MS, SUGGESTIONS_HIDE_AFTER_BLUR_MS } from '../../shared/constants';
import type { SearchBarItem } from './searchBarTypes';
import { optionId, SearchSuggestions } from './SearchSuggestions';
import { SearchTile } from './SearchTile';
import { useDebouncedValue } from './useDebouncedValue';

export interface SearchBarProps<T extends SearchBarItem> {
  label: string;
  placeholder?: string;
  suggestions: readonly T[];
  loading: boolean;
  /** Runs with the debounced text, only when it is not empty. */
  onSearch: (text: string) => void;
  onSelect: (item: T) => void;
  onInputClick?: (event: MouseEvent<HTMLInputElement>) => void;
  /** Tile mode: the chosen item shows as a removable tile and typing is off until it is removed. */
  selected?: T | null;
  onRemoveSelected?: () => void;
  /** 'onPrimary' for the purple header, 'field' for forms. */
  tone?: 'onPrimary' | 'field';
}

const inputSx = (tone: 'onPrimary' | 'field') => (theme: Theme) => ({
  width: '100%',
  px: 2,
  py: 1,
  font: 'inherit',
  borderRadius: 999,
  ...(tone === 'onPrimary'
    ? {
        border: 'none',
        color: 'common.white',
        bgcolor: alpha(theme.palette.common.white, 0.15),
        '&:hover, &:focus': { bgcolor: alpha(theme.palette.common.white, 0.25), outline: 'none' },
        '&:focus-visible': { boxShadow: `0 0 0 2px ${theme.palette.common.white}` },
        '&::placeholder': { color: 'common.white', opacity: 0.8 },
      }
    : {
        border: `1px solid ${theme.palette.grey[400]}`,
        color: 'text.primary',
        bgcolor: 'background.paper',
        '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, borderColor: 'transparent' },
        '&:disabled': { bgcolor: 'action.disabledBackground' },
      }),
});

/** SPEC §4 search bar: 300 ms debounce, a list only while focused and holding text, hidden 150 ms after blur. */
export function SearchBar<T extends SearchBarItem>(props: SearchBarProps<T>) {
  const { label, placeholder, suggestions, loading, onSearch, onSelect, onInputClick, selected, onRemoveSelected } = props;
  const tone = props.tone ?? 'field';
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [searched, setSearched] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (debounced === '') return;
    setSearched(true);
    onSearchRef.current(debounced);
  }, [debounced]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const open = focused && text !== '' && !selected;
  const active = activeIndex < suggestions.length ? activeIndex : -1;

  const choose = (item: T) => {
    onSelect(item);
    setText('');
    setSearched(false);
    setActiveIndex(-1);
    inputRef.current?.blur();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActiveIndex(Math.min(active + 1, suggestions.length - 1));
    else if (event.key === 'ArrowUp') setActiveIndex(Math.max(active - 1, -1));
    else if (event.key === 'Enter' && open && active >= 0) choose(suggestions[active]);
    else if (event.key === 'Escape') inputRef.current?.blur();
    else return;
    event.preventDefault();
  };

  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      {selected && <SearchTile item={selected} onRemove={onRemoveSelected} />}
      <Box
        component="input"
        ref={inputRef}
        type="search"
        aria-label={label}
        aria-autocomplete="list"
        aria-controls={open && suggestions.length > 0 ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(listId, active) : undefined}
        placeholder={placeholder}
        autoComplete="off"
        disabled={Boolean(selected)}
        hidden={Boolean(selected)}
        value={selected ? '' : text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          if (event.target.value === '') setSearched(false);
        }}
        onClick={onInputClick}
        onKeyDown={handleKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setFocused(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setFocused(false), SUGGESTIONS_HIDE_AFTER_BLUR_MS);
        }}
        sx={inputSx(tone)}
      />
      {open && (
        <SearchSuggestions
          listId={listId}
          loading={loading}
          searched={searched}
          suggestions={suggestions}
          activeIndex={active}
          onSelect={choose}
        />
      )}
    </Box>
  );
}
