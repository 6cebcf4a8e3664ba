import type { ConcertFilters } from '../../shared/apiContract';
import { CITIES } from '../../shared/cities';
import type { ConcertFilter } from '../db/repositories/concerts.repo';
import { AppError } from '../http/AppError';

const DAY_MS = 24 * 60 * 60 * 1000;
/** India keeps UTC+05:30 all year, so an Asia/Kolkata day starts at a fixed UTC instant. */
const KOLKATA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** When a yyyy-mm-dd day (a real one: the schema holds it to `format: date`) starts in Asia/Kolkata. */
function kolkataDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - KOLKATA_OFFSET_MS);
}

/**
 * The explore filters of GET /api/concerts, as the schema let them through (schemas/catalogue.ts), made
 * into a query: a city of the dropdown matches whatever its case, and from/to are an inclusive range of
 * Asia/Kolkata days.
 */
export function exploreFilter({ city, categoryId, from, to }: ConcertFilters): ConcertFilter {
  const filter: ConcertFilter = { when: 'upcoming', categoryId };
  const wanted = city?.trim();
  if (wanted !== undefined && wanted !== '') filter.city = CITIES.find((known) => known.toLowerCase() === wanted.toLowerCase()) ?? wanted;
  if (from !== undefined && to !== undefined && to < from) throw new AppError(400, 'from must not be after to');
  if (from !== undefined) filter.from = kolkataDayStart(from);
  if (to !== undefined) filter.to = new Date(kolkataDayStart(to).getTime() + DAY_MS);
  return filter;
}
