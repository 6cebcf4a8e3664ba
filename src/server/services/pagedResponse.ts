import type { PagedResponse } from '../../shared/entities';
import type { ResolvedPage } from '../../shared/paging';

/** SPEC §3 paged response; lastPage is true on the final page and on any page past the end. */
export function pagedResponse<T>(content: T[], totalElements: number, page: ResolvedPage<string>): PagedResponse<T> {
  return { content, lastPage: (page.pageNumber + 1) * page.pageSize >= totalElements, totalElements };
}

export function pageOffset(page: ResolvedPage<string>): number {
  return page.pageNumber * page.pageSize;
}
