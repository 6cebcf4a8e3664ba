import { useCallback } from 'react';
import { searchPath } from '../../app/navigation';
import { useGuardedNavigate } from '../auth/useSignInGuard';

/** Navigation state the search page receives from the header: its box takes the focus. */
export interface SearchPageState {
  focusSearch?: boolean;
}

/**
 * SPEC §2: the header's search opens the search page (with the results for `keyword` when given); for a
 * visitor it opens the sign-in modal instead, like every guarded link.
 */
export function useOpenSearchPage() {
  const go = useGuardedNavigate();
  return useCallback(
    (keyword = '') => {
      const state: SearchPageState = { focusSearch: true };
      void go(searchPath(keyword), { state });
    },
    [go],
  );
}
