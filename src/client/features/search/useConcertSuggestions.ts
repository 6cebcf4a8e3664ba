import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { concertSuggestion, type ConcertSuggestion } from './concertSuggestion';
import { useSearchConcertsQuery } from './searchApi';

/** Suggestions for the keyword last searched; the search bar decides when a keyword is searched. */
export function useConcertSuggestions() {
  const [keyword, setKeyword] = useState('');
  const { currentData, isFetching } = useSearchConcertsQuery(keyword === '' ? skipToken : keyword);
  const suggestions: ConcertSuggestion[] = useMemo(
    () => (currentData?.content ?? []).map(concertSuggestion),
    [currentData],
  );
  return { suggestions, loading: isFetching, search: setKeyword };
}
