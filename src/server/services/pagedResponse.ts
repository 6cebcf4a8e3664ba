import type { PagedResponse } from '../../shared/entities';
import type { ResolvedPage } from '../../shared/paging';

/** Which page and how big: all a page's place needs (a list's order is its own business). */
export type PageAt = Pick<ResolvedPage<string>, 'pageNumber' | 'pageSize'>;

/** SPEC §3 paged response; lastPage is true on the final page and on any page past the end. */
export function pagedResponse<T>(content: T[], totalElements: number, page: PageAt): PagedResponse<T> {
  return { content, lastPage: (page.pageNumber + 1) * page.pageSize >= totalElements, totalElements };
}

export function pageOffset(page: PageAt): number {
  return page.pageNumber * page.pageSize;
}
