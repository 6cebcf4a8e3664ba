import type { SortDir } from '../../../shared/paging';
import type { EventEntryRow } from '../../db/repositories/eventEntries.repo';
import type { ConcertSort } from '../../db/repositories/concerts.repo';

/** One event in the model: what its lists filter and sort on, and its card as they write it. */
export interface EventEntry {
  id: number;
  /** Microseconds since the epoch, as the database keeps the date. */
  at: number;
  name: string;
  city: string;
  categoryId: number;
  price: number | null;
  nameRank: number;
  card: string;
  /** Changes with the event's own fields (name, date, place, artist), never with its figures. */
  headHash: string;
  /** Its listings not hidden. */
  listings: number;
}

export function toEntry(row: EventEntryRow, nameRank = row.name_rank): EventEntry {
  return {
    id: row.id,
    at: row.at,
    name: row.name,
    city: row.city,
    categoryId: row.category_id,
    price: row.price,
    nameRank,
    card: row.card,
    headHash: row.head_hash,
    listings: row.listings,
  };
}

/** Soonest first, then by id (concertOrderBy's date order, ascending). */
export const byDate = (a: EventEntry, b: EventEntry) => a.at - b.at || a.id - b.id;

/** By name in the database's collation, then by id: the rank a reading of every event gave. */
export const byName = (a: EventEntry, b: EventEntry) => a.nameRank - b.nameRank;

/** Cheapest first, events without listings last, then by id. */
export function byPrice(a: EventEntry, b: EventEntry): number {
  if (a.price === null || b.price === null) return a.price === b.price ? a.id - b.id : a.price === null ? 1 : -1;
  return a.price - b.price || a.id - b.id;
}

/** The comparison of an event list's order (concertOrderBy): events without listings last by price in both directions. */
export function listOrder(sortBy: ConcertSort, sortDir: SortDir): (a: EventEntry, b: EventEntry) => number {
  const sign = sortDir === 'asc' ? 1 : -1;
  if (sortBy === 'concertDate') return (a, b) => sign * byDate(a, b);
  if (sortBy === 'concertName') return (a, b) => sign * byName(a, b);
  return (a, b) => {
    if (a.price === null || b.price === null) return a.price === b.price ? sign * (a.id - b.id) : a.price === null ? 1 : -1;
    return sign * (a.price - b.price || a.id - b.id);
  };
}
