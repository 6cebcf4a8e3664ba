import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ConcertFilters } from '../../../shared/apiContract';
import { filtersFromSearch, searchFromFilters } from './exploreFilters';

/** The explore filters, kept in the URL's query string. */
export function useExploreFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const setFilters = useCallback(
    (change: Partial<ConcertFilters>) => setParams(searchFromFilters({ ...filters, ...change }), { replace: true }),
    [filters, setParams],
  );
  return { filters, setFilters };
}
