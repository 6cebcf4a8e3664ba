import type { ResolvedPage } from '../../../shared/paging';
import type { ConcertFilter, ConcertSort } from '../../db/repositories/concerts.repo';
import { cappedTotals, COUNT_CAP } from '../cappedPage';
import { pagedBody, pageOffset } from '../pagedResponse';
import type { JsonPage } from '../catalogue.service';
import type { EventEntry } from './eventEntry';
import type { EventIndexes } from './eventIndexes';

/** Returns false to stop the walk. */
type Visit = (entry: EventEntry) => boolean;

/** The dates a list keeps, in microseconds: from `low` (inclusive) to `high` (exclusive). */
interface Span {
  low: number;
  high: number;
}

function spanOf(filter: ConcertFilter, nowMicros: number): Span {
  let low = filter.from === undefined ? -Infinity : filter.from.getTime() * 1000;
  let high = filter.to === undefined ? Infinity : filter.to.getTime() * 1000;
  if (filter.when === 'upcoming') low = Math.max(low, nowMicros);
  else high = Math.min(high, nowMicros);
  return { low, high };
}

function walkRange(items: readonly EventEntry[], start: number, end: number, ascending: boolean, visit: Visit): boolean {
  if (ascending) {
    for (let i = start; i < end; i += 1) if (!visit(items[i])) return false;
  } else {
    for (let i = end - 1; i >= start; i -= 1) if (!visit(items[i])) return false;
  }
  return true;
}

/** The events of `span` by date, as positions in the date order. */
function dateRange(indexes: EventIndexes, span: Span): [number, number] {
  return [indexes.byDate.firstNot((e) => e.at < span.low), indexes.byDate.firstNot((e) => e.at < span.high)];
}

/** Visits the events in the list's order (concertOrderBy): those without listings last by price in both directions. */
function walkInOrder(indexes: EventIndexes, page: ResolvedPage<ConcertSort>, span: Span, visit: Visit): void {
  const ascending = page.sortDir === 'asc';
  if (page.sortBy === 'concertDate') {
    const [start, end] = dateRange(indexes, span);
    walkRange(indexes.byDate.items, start, end, ascending, visit);
    return;
  }
  const index = page.sortBy === 'concertName' ? indexes.byName : indexes.byPrice;
  const items = index.items;
  if (ascending || page.sortBy === 'concertName') {
    walkRange(items, 0, items.length, ascending, visit);
    return;
  }
  const firstWithout = indexes.byPrice.firstNot((e) => e.price !== null);
  if (walkRange(items, 0, firstWithout, false, visit)) walkRange(items, firstWithout, items.length, false, visit);
}

/**
 * Explore, category and past lists written from the model, exactly as concertPageBody (catalogue.service.ts)
 * has the database write them: the same events in the same order, the same cards, the same capped totals.
 */
export async function eventListPage(indexes: EventIndexes, filter: ConcertFilter, page: ResolvedPage<ConcertSort>, nowMicros: number): Promise<JsonPage> {
  const span = spanOf(filter, nowMicros);
  const { city, categoryId } = filter;
  const kept = (e: EventEntry) => (city === undefined || e.city === city) && (categoryId === undefined || e.categoryId === categoryId);
  const inSpan = (e: EventEntry) => e.at >= span.low && e.at < span.high && kept(e);
  let skip = pageOffset(page);
  const limit = page.pageSize + 1;
  const found: EventEntry[] = [];
  walkInOrder(indexes, page, span, (e) => {
    if (!inSpan(e)) return true;
    if (skip > 0) skip -= 1;
    else found.push(e);
    return found.length < limit;
  });
  const shown = found.slice(0, page.pageSize);
  const totals = await cappedTotals(page, found.length, (cap) => Promise.resolve(countUpTo(indexes, span, kept, cap)));
  return { body: pagedBody(`[${shown.map((e) => e.card).join(',')}]`, totals), concertIds: shown.map((e) => e.id) };
}

function countUpTo(indexes: EventIndexes, span: Span, kept: (e: EventEntry) => boolean, cap = COUNT_CAP): number {
  const [start, end] = dateRange(indexes, span);
  let counted = 0;
  walkRange(indexes.byDate.items, start, end, true, (e) => {
    if (kept(e)) counted += 1;
    return counted < cap;
  });
  return counted;
}
