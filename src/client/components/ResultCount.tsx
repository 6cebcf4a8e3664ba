import Box from '@mui/material/Box';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import type { PagedResponse } from '../../shared/entities';
import { groupIndian } from '../../shared/format';
import { visuallyHiddenSx } from './visuallyHidden';

export interface ResultCountProps<T> {
  /** The list's pages for the arguments in force (undefined while they load). */
  currentData: InfiniteData<PagedResponse<T>, number> | undefined;
  /** The thing counted, one and many: ['event', 'events']. */
  noun: readonly [string, string];
}

/** '12 events', '1 event', 'No events': the whole match, not the pages loaded so far. */
export function resultCountText(total: number, [one, many]: readonly [string, string]): string {
  if (total === 0) return `No ${many}`;
  return `${groupIndian(total)} ${total === 1 ? one : many}`;
}

/**
 * A polite live region, out of sight, saying how many results a list holds once its filters have changed it: the
 * cards change silently otherwise, and a screen reader's user left on a filter would not know anything happened.
 * It stays in the page while a new list loads (empty then), so the next count is heard as a change.
 */
export function ResultCount<T>({ currentData, noun }: ResultCountProps<T>) {
  const total = currentData?.pages[0]?.totalElements;
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHiddenSx}>
      {total === undefined ? '' : resultCountText(total, noun)}
    </Box>
  );
}
