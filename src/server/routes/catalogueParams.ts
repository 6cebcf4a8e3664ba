import type { FastifyRequest } from 'fastify';
import { CITIES } from '../../shared/cities';
import { MAX_CITY_TEXT } from '../../shared/constants';
import { resolvePageQuery, type ResolvedPage } from '../../shared/paging';
import type { ConcertFilter } from '../db/repositories/concerts.repo';
import { AppError } from '../http/AppError';

export type Query = Record<string, unknown>;

/** A path id: a whole number (nine digits at most, so it fits an integer column). */
export function pathId(raw: string, what: 'Event' | 'Category'): number {
  if (!/^\d{1,9}$/.test(raw)) throw new AppError(400, `${what} id must be a whole number`);
  return Number(raw);
}

export function pageQuery<S extends string>(request: FastifyRequest, defaults: ResolvedPage<S>, sortable: readonly S[]): ResolvedPage<S> {
  const result = resolvePageQuery(request.query as Query, defaults, sortable);
  if (!result.ok) throw new AppError(400, result.error);
  return result.page;
}

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new AppError(400, `${name} must be given once`);
  return value.trim();
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** India keeps UTC+05:30 all year, so an Asia/Kolkata day starts at a fixed UTC instant. */
const KOLKATA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

function kolkataDayStart(query: Query, name: string): Date | undefined {
  const day = single(query, name);
  if (day === undefined) return undefined;
  const [year, month, date] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)?.slice(1).map(Number) ?? [];
  const utc = new Date(Date.UTC(year, month - 1, date));
  // Date.UTC rolls 2027-02-30 over into March; a real day reads back as itself.
  if (Number.isNaN(utc.getTime()) || utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) {
    throw new AppError(400, `${name} must be a date written yyyy-mm-dd`);
  }
  return new Date(utc.getTime() - KOLKATA_OFFSET_MS);
}

/**
 * The explore filters of GET /api/concerts (ConcertFilters in the shared contract): a city, a category
 * and an inclusive range of Asia/Kolkata days. A city of the dropdown matches whatever its case.
 */
export function exploreFilter(query: Query): ConcertFilter {
  const filter: ConcertFilter = { when: 'upcoming' };
  const city = single(query, 'city');
  if (city !== undefined) {
    if (city.length > MAX_CITY_TEXT) throw new AppError(400, `city must be at most ${MAX_CITY_TEXT} characters`);
    filter.city = CITIES.find((known) => known.toLowerCase() === city.toLowerCase()) ?? city;
  }
  const categoryId = single(query, 'categoryId');
  if (categoryId !== undefined) {
    if (!/^\d{1,9}$/.test(categoryId) || Number(categoryId) === 0) throw new AppError(400, 'categoryId must be a whole number of 1 or more');
    filter.categoryId = Number(categoryId);
  }
  const from = kolkataDayStart(query, 'from');
  const toStart = kolkataDayStart(query, 'to');
  if (from !== undefined && toStart !== undefined && toStart < from) throw new AppError(400, 'from must not be after to');
  if (from !== undefined) filter.from = from;
  if (toStart !== undefined) filter.to = new Date(toStart.getTime() + DAY_MS);
  return filter;
}
