import { useCallback, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { useMatch } from 'react-router';
import { eventPath, searchPath } from './navigation';
import { SearchBar } from '../components/SearchBar';
import { headerSearchBarClicked } from '../features/analytics/analyticsActions';
import { selectIsSignedIn, signInModalOpened } from '../features/auth/authSlice';
import { useGuardedNavigate } from '../features/auth/useSignInGuard';
import type { ConcertSuggestion } from '../features/search/concertSuggestion';
import { EVENT_SEARCH_BOX } from '../features/search/eventSearchBox';
import { useConcertSuggestions } from '../features/search/useConcertSuggestions';
import { useOpenSearchPage } from '../features/search/useOpenSearchPage';
import { useAppDispatch, useAppSelector } from './hooks';
import { paths } from './paths';
import { routeCode } from './splitPoints';

/**
 * The header search box. A click or tap opens the search page (SPEC §2), or the sign-in modal for a visitor.
 * Reaching the box with Tab opens nothing, so a keyboard can pass it on its way through the header (WCAG 3.2.1);
 * typing there suggests events, and Enter opens the search page with the results. The search page has its own
 * box, so this one steps aside there.
 */
export function HeaderSearch() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const onSearchPage = useMatch(paths.search) !== null;
  const go = useGuardedNavigate();
  const openSearchPage = useOpenSearchPage();
  const { suggestions, loading, search } = useConcertSuggestions();
  const prefetched = useRef(false);

  const prefetchSearchPage = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    routeCode[paths.search]().catch(() => (prefetched.current = false));
  };

  const handleClick = (event: MouseEvent<HTMLInputElement>) => {
    dispatch(headerSearchBarClicked());
    if (signedIn) {
      openSearchPage(event.currentTarget.value);
      return;
    }
    event.currentTarget.blur();
    dispatch(signInModalOpened(searchPath(event.currentTarget.value)));
  };

  const open = useCallback(
    ({ concert }: ConcertSuggestion) => go(eventPath(concert.concertId, concert.concertName)),
    [go],
  );

  if (onSearchPage) return null;
  return (
    <Box
      onPointerEnter={prefetchSearchPage}
      onFocus={prefetchSearchPage}
      sx={{ display: { xs: 'none', sm: 'block' }, flex: 1, minWidth: 0, maxWidth: 420 }}
    >
      <SearchBar
        tone="onPrimary"
        {...EVENT_SEARCH_BOX}
        suggestions={suggestions}
        loading={loading}
        onSearch={search}
        onSelect={open}
        onSubmit={openSearchPage}
        onInputClick={handleClick}
      />
    </Box>
  );
}
