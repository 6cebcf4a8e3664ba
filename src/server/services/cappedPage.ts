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

/** Where a page stands in its list: whether it is the last, and how many the list holds (a lower bound past the cap). */
export type PageTotals = Pick<PagedResponse<unknown>, 'lastPage' | 'totalElements'>;

/**
 * A page's totals from `found`, the rows read for it (up to one more than a page, to learn whether another page
 * follows), counting only when that is not already known: a page that is not full ends the list, so its total is
 * exact without a count.
 */
export async function cappedTotals(page: ResolvedPage<string>, found: number, count: (cap: number) => Promise<number>, cap = COUNT_CAP): Promise<PageTotals> {
  const offset = pageOffset(page);
  const more = found > page.pageSize;
  const shown = more ? page.pageSize : found;
  if (!more && (shown > 0 || offset === 0)) return { lastPage: true, totalElements: offset + shown };
  const counted = await count(cap);
  return { lastPage: !more, totalElements: more ? Math.max(counted, offset + shown + 1) : counted };
}

/** Reads one page plus one row (`cappedTotals`), and answers the page with its totals. */
export async function cappedPage<T>(
  page: ResolvedPage<string>,
  read: (window: PageWindow) => Promise<T[]>,
  count: (cap: number) => Promise<number>,
  cap = COUNT_CAP,
): Promise<PagedResponse<T>> {
  const rows = await read({ limit: page.pageSize + 1, offset: pageOffset(page) });
  const totals = await cappedTotals(page, rows.length, count, cap);
  return { content: rows.slice(0, page.pageSize), ...totals };
}
