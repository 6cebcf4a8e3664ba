import type { ConcertFilters } from '../../shared/apiContract';
import { CITIES } from '../../shared/cities';
import type { ConcertFilter } from '../services/catalogue.service';
import { kolkataDays } from '../services/kolkataDays';

/**
 * The explore filters of GET /api/concerts, as the schema let them through (schemas/catalogue.ts), made
 * into a query: a city of the dropdown matches whatever its case, and from/to are an inclusive range of
 * Asia/Kolkata days.
 */
export function exploreFilter({ city, categoryId, from, to }: ConcertFilters): ConcertFilter {
  const filter: ConcertFilter = { when: 'upcoming', categoryId };
  const wanted = city?.trim();
  if (wanted !== undefined && wanted !== '') filter.city = CITIES.find((known) => known.toLowerCase() === wanted.toLowerCase()) ?? wanted;
  const days = kolkataDays(from, to);
  if (days.start !== undefined) filter.from = days.start;
  if (days.end !== undefined) filter.to = days.end;
  return filter;
}
