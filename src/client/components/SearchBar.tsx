import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { SEARCH_DEBOUNCE_MS, SUGGESTIONS_HIDE_AFTER_BLUR_MS } from '../../shared/constants';
import { ClearSearchButton, searchInputSx, type SearchTone } from './searchBarStyles';
import type { SearchBarItem } from './searchBarTypes';
import { optionId, SearchSuggestions } from './SearchSuggestions';
import { SearchTile } from './SearchTile';
import { useDebouncedValue } from './useDebouncedValue';
import { takeTypedValue } from '../ssr/typedBeforeHydration';

export interface SearchBarProps<T extends SearchBarItem> {
  /** The box's accessible name; left out when a <label htmlFor={inputId}> the caller shows names it. */
  label?: string;
  inputId?: string;
  /** For a form field: the id of its error text, and whether the value is refused. */
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
  suggestions: readonly T[];
  loading: boolean;
  /** Runs with the debounced text, only when it is not empty. */
  onSearch: (text: string) => void;
  onSelect: (item: T) => void;
  /** Enter with no suggestion picked: runs with the trimmed text, when there is any. */
  onSubmit?: (text: string) => void;
  onInputClick?: (event: MouseEvent<HTMLInputElement>) => void;
  /** Runs with the box's text whenever it changes (a search page hides results for another keyword meanwhile). */
  onTextChange?: (text: string) => void;
  /** The text the box starts with (a search page's keyword); no suggestions are asked for it until it is edited. */
  initialText?: string;
  autoFocus?: boolean;
  maxLength?: number;
  /** Tile mode: the chosen item shows as a removable tile and typing is off until it is removed. */
  selected?: T | null;
  onRemoveSelected?: () => void;
  /** The suggestion list's accessible name. */
  listLabel?: string;
  /** 'onPrimary' for the purple header, 'field' for forms and pages. */
  tone?: SearchTone;
}

/**
 * SPEC §4 search bar, an ARIA combobox: 300 ms debounce, a list only while focused and holding text, hidden 150 ms
 * after blur. Arrow keys move through the suggestions, Enter picks one (or submits the text), Escape closes the
 * list and leaves the focus in the box.
 */
export function SearchBar<T extends SearchBarItem>(props: SearchBarProps<T>) {
  const { label, placeholder, suggestions, loading, onSearch, onSelect, onSubmit, onInputClick, selected, onRemoveSelected } = props;
  const tone = props.tone ?? 'field';
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Tile mode swaps the box for the tile and back: the focus follows to what took the place of the control it was on.
  const focusAfterSwap = useRef(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  const [text, setText] = useState(props.initialText ?? '');
  const [edited, setEdited] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [searched, setSearched] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedValue(edited ? text.trim() : '', SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  const { onTextChange } = props;
  useEffect(() => {
    onTextChange?.(text);
  }, [text, onTextChange]);

  useEffect(() => {
    if (debounced === '') return;
    setSearched(true);
    onSearchRef.current(debounced);
  }, [debounced]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  useEffect(() => {
    if (!focusAfterSwap.current) return;
    focusAfterSwap.current = false;
    (selected ? removeRef.current : inputRef.current)?.focus();
  }, [selected]);

  // On a server-rendered page, what was typed before the app ran (ssr/typedBeforeHydration.ts) is kept and searched.
  useEffect(() => {
    const typed = takeTypedValue(inputRef.current);
    if (typed === undefined) return;
    setText(typed);
    setEdited(true);
    setFocused(document.activeElement === inputRef.current);
  }, []);

  const clearable = !selected && text !== '';
  const open = focused && edited && text !== '' && !selected && !dismissed;
  // Typed but not yet searched (the debounce is running): the last text's 'No results found' would speak for text it
  // was never asked about, over a page that may well have results. Until the new text is searched it is loading.
  const settling = edited && text.trim() !== '' && text.trim() !== debounced;
  const busy = loading || (settling && suggestions.length === 0);
  const listShown = open && !busy && suggestions.length > 0;
  const active = listShown && activeIndex < suggestions.length ? activeIndex : -1;

  const reset = () => {
    setSearched(false);
    setActiveIndex(-1);
  };

  const choose = (item: T) => {
    focusAfterSwap.current = props.selected !== undefined;
    onSelect(item);
    setText('');
    reset();
    if (!focusAfterSwap.current) inputRef.current?.blur();
  };

  const removeSelected = () => {
    focusAfterSwap.current = true;
    onRemoveSelected?.();
  };

  const clear = () => {
    setText('');
    reset();
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' && !open && text.trim() !== '') {
      setDismissed(false);
      setEdited(true);
    } else if (key === 'ArrowDown' && listShown) setActiveIndex(Math.min(active + 1, suggestions.length - 1));
    else if (key === 'ArrowUp' && listShown) setActiveIndex(Math.max(active - 1, -1));
    else if (key === 'Enter' && active >= 0) choose(suggestions[active]);
    else if (key === 'Enter' && onSubmit && text.trim() !== '') {
      setDismissed(true);
      setActiveIndex(-1);
      onSubmit(text.trim());
    } else if (key === 'Escape' && open) {
      setDismissed(true);
      setActiveIndex(-1);
      // The list closes, and nothing around the box (a drawer, a dialog) should close with it.
      event.stopPropagation();
    } else if (key === 'Escape' && text !== '') clear();
    else return;
    event.preventDefault();
  };

  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      {selected && <SearchTile item={selected} onRemove={onRemoveSelected && removeSelected} removeRef={removeRef} />}
      <Box
        component="input"
        ref={inputRef}
        type="search"
        id={props.inputId}
        role="combobox"
        aria-label={label}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listShown ? listId : undefined}
        aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
        placeholder={placeholder}
        autoComplete="off"
        autoFocus={props.autoFocus}
        maxLength={props.maxLength}
        enterKeyHint="search"
        disabled={Boolean(selected)}
        hidden={Boolean(selected)}
        value={selected ? '' : text}
        onChange={(event) => {
          setText(event.target.value);
          setEdited(true);
          setDismissed(false);
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
        sx={searchInputSx(tone, clearable)}
      />
      {clearable && <ClearSearchButton tone={tone} onClear={clear} />}
      {open && (
        <SearchSuggestions
          listId={listId}
          listLabel={props.listLabel ?? 'Suggestions'}
          loading={busy}
          searched={searched}
          suggestions={suggestions}
          activeIndex={active}
          onSelect={choose}
        />
      )}
    </Box>
  );
}
