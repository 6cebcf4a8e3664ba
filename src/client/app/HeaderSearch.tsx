import { useCallback, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { eventPath } from './navigation';
import { SearchBar } from '../components/SearchBar';
import { headerSearchBarClicked } from '../features/analytics/analyticsActions';
import { selectIsSignedIn, signInModalOpened } from '../features/auth/authSlice';
import { useGuardedNavigate } from '../features/auth/useSignInGuard';
import type { ConcertSuggestion } from '../features/search/concertSuggestion';
import { useConcertSuggestions } from '../features/search/useConcertSuggestions';
import { useAppDispatch, useAppSelector } from './hooks';

/** The header search box with event suggestions. A click by a signed-out user opens the sign-in modal. */
export function HeaderSearch() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const go = useGuardedNavigate();
  const { suggestions, loading, search } = useConcertSuggestions();

  const handleClick = (event: MouseEvent<HTMLInputElement>) => {
    dispatch(headerSearchBarClicked());
    if (signedIn) return;
    event.currentTarget.blur();
    dispatch(signInModalOpened());
  };

  const open = useCallback(
    ({ concert }: ConcertSuggestion) => go(eventPath(concert.concertId, concert.concertName)),
    [go],
  );

  return (
    <Box sx={{ display: { xs: 'none', sm: 'block' }, flex: 1, minWidth: 0, maxWidth: 420 }}>
      <SearchBar
        tone="onPrimary"
        label="Search events"
        placeholder="Search events, artists, venues"
        suggestions={suggestions}
        loading={loading}
        onSearch={search}
        onSelect={open}
        onInputClick={handleClick}
      />
    </Box>
  );
}
