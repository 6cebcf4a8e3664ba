import type { PagedResponse } from '../../shared/entities';
import type { ResolvedPage } from '../../shared/paging';
import { pageOffset } from './pagedResponse';

/**
 * Event lists count their matches only up to this many: an exact count(*) of the 66,000 upcoming events
 * took 12-18 ms on the bench machine on every page, and nobody scrolls through 25 pages of 40. Past the
 * cap, totalElements is a lower bound (the client pages by lastPage, which is always exact).
 */
export const COUNT_CAP = 1000;

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Reads one page plus one row to learn whether another page follows, and counts only when that is not
 * already known: a page that is not full ends the list, so its total is exact without a count.
 */
export async function cappedPage<T>(
  page: ResolvedPage<string>,
  read: (window: PageWindow) => Promise<T[]>,
  count: (cap: number) => Promise<number>,
  cap = COUNT_CAP,
): Promise<PagedResponse<T>> {
  const offset = pageOffset(page);
  const rows = await read({ limit: page.pageSize + 1, offset });
  const more = rows.length > page.pageSize;
  const content = more ? rows.slice(0, page.pageSize) : rows;
  if (!more && (content.length > 0 || offset === 0)) {
    return { content, lastPage: true, totalElements: offset + content.length };
  }
  const counted = await count(cap);
  return {
    content,
    lastPage: !more,
    totalElements: more ? Math.max(counted, offset + content.length + 1) : counted,
  };
}
