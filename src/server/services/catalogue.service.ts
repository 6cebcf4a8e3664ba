import type { Category, Concert, PagedResponse } from '../../shared/entities';
import type { ResolvedPage } from '../../shared/paging';
import type { Db } from '../db/database';
import { findCategoryById, listCategories } from '../db/repositories/categories.repo';
import { recordView } from '../db/repositories/concertViews.repo';
import {
  concertsCounted,
  countConcertsUpTo,
  findConcertCard,
  listPopularConcerts,
  type ConcertCardRow,
  type ConcertFilter,
  type ConcertSort,
} from '../db/repositories/concerts.repo';
import type { CategoryRow } from '../db/tables/catalogue';
import { splitPageCount } from '../db/repositories/pageCount';
import { AppError } from '../http/AppError';
import { cappedTotals, COUNT_CAP } from './cappedPage';
import { pageOffset } from './pagedResponse';

export const EVENT_NOT_FOUND = 'Event not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
/** The home page carousel. */
export const POPULAR_LIMIT = 10;

export function toCategory(row: CategoryRow): Category {
  return { categoryId: row.id, categoryTitle: row.title };
}

export function toConcert(row: ConcertCardRow): Concert {
  return {
    concertId: row.id,
    concertName: row.name,
    concertDate: row.date.toISOString(),
    concertVenue: row.venue,
    concertCity: row.city,
    concertArtist: row.artist,
    categoryId: row.category_id,
    thumbnail: row.thumbnail,
    lowestTicketPrice: row.lowest_price === null ? null : Number(row.lowest_price),
    numberOfTicketsListed: row.tickets_listed,
    interest: row.interest,
    expectedDkimDomain: row.expected_dkim_domain,
    ...(row.postponed_from !== null && { postponedFrom: row.postponed_from.toISOString() }),
    ...(row.cancelled_at !== null && { cancellation: { at: row.cancelled_at.toISOString(), reason: row.cancellation_reason ?? '' } }),
  };
}

export async function allCategories(db: Db): Promise<Category[]> {
  return (await listCategories(db)).map(toCategory);
}

export async function categoryById(db: Db, id: number): Promise<Category> {
  const row = await findCategoryById(db, id);
  if (row === undefined) throw new AppError(404, CATEGORY_NOT_FOUND);
  return toCategory(row);
}

/** Explore, category and past lists: one filter, any of the event sorts; the page brings its count, an empty one asks apart. */
export async function eventList(db: Db, filter: ConcertFilter, page: ResolvedPage<ConcertSort>): Promise<PagedResponse<Concert>> {
  const rows = await concertsCounted(db, filter, page, { limit: page.pageSize + 1, offset: pageOffset(page) }, COUNT_CAP);
  const { rows: cards, count } = splitPageCount(rows);
  const totals = await cappedTotals(page, cards.length, (cap) => (count !== null ? Promise.resolve(count) : countConcertsUpTo(db, filter, cap)));
  return { content: cards.slice(0, page.pageSize).map(toConcert), ...totals };
}

export async function categoryConcerts(db: Db, categoryId: number, page: ResolvedPage<ConcertSort>): Promise<PagedResponse<Concert>> {
  await categoryById(db, categoryId);
  return eventList(db, { when: 'upcoming', categoryId }, page);
}

export async function popularConcerts(db: Db): Promise<Concert[]> {
  return (await listPopularConcerts(db, POPULAR_LIMIT)).map(toConcert);
}

/** Moves the event to the top of the reader's recently viewed list (and counts them towards its interest once). */
export function recordConcertView(db: Db, viewerId: number, id: number): Promise<void> {
  return recordView(db, viewerId, id);
}

/** One event with its figures. */
export async function concertCard(db: Db, id: number): Promise<Concert> {
  const row = await findConcertCard(db, id);
  if (row === undefined) throw new AppError(404, EVENT_NOT_FOUND);
  return toConcert(row);
}

/** What GET /api/concerts/:id does, uncached: a signed-in reader's view recorded, then the event. */
export async function concertDetails(db: Db, id: number, viewerId: number | null): Promise<Concert> {
  if (viewerId !== null) await recordConcertView(db, viewerId, id);
  return concertCard(db, id);
}

/** What routes read of events and categories without a rule of their own: the repository's, through this door. */
export { CONCERT_SORTS, findConcertById, type ConcertFilter } from '../db/repositories/concerts.repo';
export { findCategoryById } from '../db/repositories/categories.repo';
