import { MAX_PAGE_SIZE } from './constants';

export type SortDir = 'asc' | 'desc';

/** Query parameters every paged list of SPEC §7 accepts. pageNumber is zero-based. */
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

export type PageQueryResult<S extends string> = { ok: true; page: ResolvedPage<S> } | { ok: false; error: string };

function parseWhole(raw: unknown): number | null | undefined {
  if (raw === undefined || raw === '') return undefined;
  const text = String(raw);
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/** Reads raw query values into a page request, or says clearly what is wrong with them. */
export function resolvePageQuery<S extends string>(
  raw: Record<string, unknown>,
  defaults: ResolvedPage<S>,
  sortable: readonly S[],
): PageQueryResult<S> {
  const pageNumber = parseWhole(raw.pageNumber);
  if (pageNumber === null) return { ok: false, error: 'pageNumber must be a whole number of 0 or more' };
  const pageSize = parseWhole(raw.pageSize);
  if (pageSize === null || pageSize === 0) return { ok: false, error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` };
  if (pageSize !== undefined && pageSize > MAX_PAGE_SIZE) {
    return { ok: false, error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` };
  }
  const sortBy = raw.sortBy === undefined || raw.sortBy === '' ? defaults.sortBy : String(raw.sortBy);
  if (!(sortable as readonly string[]).includes(sortBy)) {
    return { ok: false, error: `sortBy must be one of: ${sortable.join(', ')}` };
  }
  const dirRaw = raw.sortDir === undefined || raw.sortDir === '' ? defaults.sortDir : String(raw.sortDir).toLowerCase();
  if (dirRaw !== 'asc' && dirRaw !== 'desc') return { ok: false, error: 'sortDir must be asc or desc' };
  return {
    ok: true,
    page: {
      pageNumber: pageNumber ?? defaults.pageNumber,
      pageSize: pageSize ?? defaults.pageSize,
      sortBy: sortBy as S,
      sortDir: dirRaw,
    },
  };
}
