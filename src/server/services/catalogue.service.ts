import type { Category, Concert } from '../../shared/entities';
import type { ResolvedPage } from '../../shared/paging';
import type { Db } from '../db/database';
import { findCategoryById, listCategories } from '../db/repositories/categories.repo';
import { cardsJsonStatement, runCardsJson } from '../db/repositories/concertCardsJson.repo';
import { ShapedStatements } from '../db/repositories/shapedStatements';
import {
  concertOrderBy,
  concertsCounted,
  countConcertsUpTo,
  findConcertCard,
  listPopularConcerts,
  type ConcertCardRow,
  type ConcertFilter,
  type ConcertSort,
} from '../db/repositories/concerts.repo';
import type { CategoryRow } from '../db/tables/catalogue';
import { plannedOnce } from '../db/repositories/windowNumbers';
import { AppError } from '../http/AppError';
import { cappedTotals, COUNT_CAP } from './cappedPage';
import { pagedBody, pageOffset } from './pagedResponse';

/** A page as the API sends it, and the events it shows (its cache tags). */
export interface JsonPage {
  body: Buffer;
  concertIds: number[];
}

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

/** Explore, category and past lists, compiled once per shape (which filters, which order, the window in the text or not). */
const pageStatements = new ShapedStatements();

const FILTER_VALUES = ['city', 'categoryId', 'from', 'to'] as const;

function concertPageStatement(db: Db, filter: ConcertFilter, page: ResolvedPage<ConcertSort>) {
  const inText = plannedOnce(page);
  const window = { limit: page.pageSize + 1, offset: pageOffset(page) };
  const given = FILTER_VALUES.filter((name) => filter[name] !== undefined);
  const values: Record<string, unknown> = Object.fromEntries(given.map((name) => [name, filter[name]]));
  // A window written into the text is part of the shape; one passed as parameters is among the values.
  if (!inText) Object.assign(values, { limit: window.limit, offset: window.offset, keep: page.pageSize });
  const shape = [filter.when, ...given, page.sortBy, page.sortDir, inText ? `window ${window.limit} ${window.offset}` : 'window given'].join(' ');
  return pageStatements.compile(shape, values, (slots) => {
    // Each slot stands where its value goes (shapedStatements.ts): the filter's given values, the window's numbers.
    const slotted = { when: filter.when, ...Object.fromEntries(given.map((name) => [name, slots[name]])) } as ConcertFilter;
    const slottedWindow = inText ? { ...window, inText } : { limit: slots.limit as number, offset: slots.offset as number, inText };
    return cardsJsonStatement(db, concertsCounted(db, slotted, page, slottedWindow, COUNT_CAP), concertOrderBy(page, 'q'), {
      keep: inText ? page.pageSize : (slots.keep as number),
      countColumn: 'total_count',
      inText,
    });
  });
}

/**
 * Explore, category and past lists: one filter, any of the event sorts, as the API sends it, written by
 * PostgreSQL (concertCardsJson.repo.ts). The page brings its count; only a page that came back empty asks for it apart.
 */
export async function concertPageBody(db: Db, filter: ConcertFilter, page: ResolvedPage<ConcertSort>): Promise<JsonPage> {
  const found = await runCardsJson(db, concertPageStatement(db, filter, page));
  const totals = await cappedTotals(page, found.found, (cap) => (found.counted !== null ? Promise.resolve(found.counted) : countConcertsUpTo(db, filter, cap)));
  return { body: pagedBody(found.content, totals), concertIds: found.concertIds };
}

/** Writes an event list from the process's event model when it can answer (eventModel.ts), from the database otherwise. */
export type ListSource = (filter: ConcertFilter, page: ResolvedPage<ConcertSort>) => Promise<JsonPage | null>;

/** An event list, from `model` when it answers. */
export async function eventList(db: Db, model: ListSource, filter: ConcertFilter, page: ResolvedPage<ConcertSort>): Promise<JsonPage> {
  return (await model(filter, page)) ?? concertPageBody(db, filter, page);
}

export async function categoryConcerts(db: Db, model: ListSource, categoryId: number, page: ResolvedPage<ConcertSort>): Promise<JsonPage> {
  await categoryById(db, categoryId);
  return eventList(db, model, { when: 'upcoming', categoryId }, page);
}

export async function popularConcerts(db: Db): Promise<Concert[]> {
  return (await listPopularConcerts(db, POPULAR_LIMIT)).map(toConcert);
}

/** One event with its figures. */
export async function concertCard(db: Db, id: number): Promise<Concert> {
  const row = await findConcertCard(db, id);
  if (row === undefined) throw new AppError(404, EVENT_NOT_FOUND);
  return toConcert(row);
}

/** What routes read of events and categories without a rule of their own: the repository's, through this door. */
export { CONCERT_SORTS, findConcertById, type ConcertFilter } from '../db/repositories/concerts.repo';
export { findCategoryById } from '../db/repositories/categories.repo';
