export type SortDir = 'asc' | 'desc';

/**
 * Query parameters every paged list of SPEC §7 accepts. pageNumber is zero-based; the server's page
 * schema (src/server/schemas/paging.ts) holds each to its limits and fills in the list's defaults.
 */
export interface PageQuery {
  pageNumber?: number;
  pageSize?: number;
  sortBy?: string;
  sortDir?: SortDir;
}

export interface ResolvedPage<S extends string> {
  pageNumber: number;
  pageSize: number;
  sortBy: S;
  sortDir: SortDir;
}
