import type { ConcertFilters } from '../../../shared/apiContract';
import { CITIES } from '../../../shared/cities';
import { isIsoDay } from '../../components/dateRange';

/** The query-string names of the explore filters, so a filtered view can be shared and survives reload. */
export const FILTER_PARAMS = { from: 'from', to: 'to', city: 'city', category: 'category' } as const;

function knownCity(raw: string | null): string | undefined {
  if (!raw) return undefined;
  return CITIES.find((city) => city.toLowerCase() === raw.trim().toLowerCase());
}

function categoryId(raw: string | null): number | undefined {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

/** Reads the filters from a query string, dropping anything malformed rather than failing the page. */
export function filtersFromSearch(params: URLSearchParams): ConcertFilters {
  let from = params.get(FILTER_PARAMS.from) ?? undefined;
  let to = params.get(FILTER_PARAMS.to) ?? undefined;
  if (!isIsoDay(from)) from = undefined;
  if (!isIsoDay(to)) to = undefined;
  if (from && to && to < from) [from, to] = [to, from];
  const filters: ConcertFilters = {
    from,
    to,
    city: knownCity(params.get(FILTER_PARAMS.city)),
    categoryId: categoryId(params.get(FILTER_PARAMS.category)),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

export function searchFromFilters(filters: ConcertFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from) params.set(FILTER_PARAMS.from, filters.from);
  if (filters.to) params.set(FILTER_PARAMS.to, filters.to);
  if (filters.city) params.set(FILTER_PARAMS.city, filters.city);
  if (filters.categoryId !== undefined) params.set(FILTER_PARAMS.category, String(filters.categoryId));
  return params;
}

export function hasFilters(filters: ConcertFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}
