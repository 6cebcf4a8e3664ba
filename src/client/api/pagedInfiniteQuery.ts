import type { InfiniteData, InfiniteQueryConfigOptions } from '@reduxjs/toolkit/query';
import type { PagedResponse } from '../../shared/entities';

/**
 * Page-number paging for SPEC §7 lists as RTK Query infinite queries: pages start at 0 and stop at `lastPage`.
 * An empty page also stops, so a server that never says lastPage cannot make the list fetch forever.
 */
export function pageNumberPaging<T, Arg>(): InfiniteQueryConfigOptions<PagedResponse<T>, number, Arg> {
  return {
    initialPageParam: 0,
    getNextPageParam: (lastPage, _allPages, lastPageParam) =>
      lastPage.lastPage || lastPage.content.length === 0 ? undefined : lastPageParam + 1,
  };
}

/** Every item of every page loaded so far, in order. */
export function pagedItems<T>(data: InfiniteData<PagedResponse<T>, number> | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.content) : [];
}
