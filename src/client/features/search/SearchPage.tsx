import { useCallback, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router';
import { MAX_SEARCH_TEXT } from '../../../shared/constants';
import { searchMeta } from '../../../shared/pageMeta';
import { eventPath, SEARCH_QUERY_PARAM } from '../../app/navigation';
import { PageHeading } from '../../components/PageHeading';
import { SearchBar } from '../../components/SearchBar';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useGuardedNavigate } from '../auth/useSignInGuard';
import type { ConcertSuggestion } from './concertSuggestion';
import { EVENT_SEARCH_BOX } from './eventSearchBox';
import { SearchResults } from './SearchResults';
import { useConcertSuggestions } from './useConcertSuggestions';
import type { SearchPageState } from './useOpenSearchPage';

/**
 * SPEC §2 search page (`/search?q=`): the box suggests 5 events as the fan types; Enter shows every match below
 * and puts the keyword in the address, so the search can be shared. A new keyword replaces the address rather
 * than adding to the history: Back leaves the search for where the fan was before it.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const keyword = (params.get(SEARCH_QUERY_PARAM) ?? '').trim().slice(0, MAX_SEARCH_TEXT);
  const go = useGuardedNavigate();
  const { suggestions, loading, search } = useConcertSuggestions();
  // One state at a time: while the box holds another keyword, its suggestions speak for it, and the results of the
  // keyword searched before would contradict them ('No results found' over a page of events).
  const [typed, setTyped] = useState(keyword);
  const typingAnother = typed.trim() !== '' && typed.trim() !== keyword;
  // Opened from the header, or with nothing searched yet, the box is what the fan came for. A shared link's
  // results are: focusing the box then would raise a phone's keyboard over them.
  const focusBox = (location.state as SearchPageState | null)?.focusSearch === true || keyword === '';
  useDocumentMeta(searchMeta(keyword));

  const open = useCallback(
    ({ concert }: ConcertSuggestion) => go(eventPath(concert.concertId, concert.concertName)),
    [go],
  );
  const submit = (text: string) => setParams({ [SEARCH_QUERY_PARAM]: text }, { replace: true });

  return (
    <PageHeading title="Search events">
      <SearchBar
        {...EVENT_SEARCH_BOX}
        initialText={keyword}
        autoFocus={focusBox}
        suggestions={suggestions}
        loading={loading}
        onSearch={search}
        onSelect={open}
        onSubmit={submit}
        onTextChange={setTyped}
      />
      {typingAnother ? (
        <Typography sx={{ mt: 3, color: 'text.secondary' }}>Press Enter to see every match for “{typed.trim()}”.</Typography>
      ) : keyword ? (
        <SearchResults keyword={keyword} />
      ) : (
        <Typography sx={{ mt: 3, color: 'text.secondary' }}>
          Find concerts, matches and festivals by name, artist, venue or city, then press Enter to see every match.
        </Typography>
      )}
    </PageHeading>
  );
}
