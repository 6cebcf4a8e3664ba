import { CompiledQuery, sql, type Expression, type SqlBool } from 'kysely';
import type { SortDir } from '../../../shared/paging';
import type { Db } from '../database';
import { PLANNED_ONCE } from '../preparedStatements';
import type { ConcertRow, NewConcert } from '../tables/catalogue';
import { windowNumber } from './windowNumbers';

/** A concert with its figures (lowestTicketPrice, numberOfTicketsListed, interest) from concert_stats. */
export interface ConcertCardRow extends ConcertRow {
  lowest_price: string | null;
  tickets_listed: number;
  interest: number;
}

export const CONCERT_SORTS = ['concertDate', 'concertName', 'lowestTicketPrice'] as const;
export type ConcertSort = (typeof CONCERT_SORTS)[number];

export interface ConcertOrder {
  sortBy: ConcertSort;
  sortDir: SortDir;
}

export interface Window {
  limit: number;
  offset: number;
  /** The limit and offset are written into the statement's text (windowNumbers.ts); parameters otherwise. */
  inText?: boolean;
}

/** Which events a list holds. `from` is inclusive, `to` exclusive. */
export interface ConcertFilter {
  when: 'upcoming' | 'past';
  city?: string;
  categoryId?: number;
  from?: Date;
  to?: Date;
}

/** The table's own columns, never its search columns (tsvectors nobody should ship). */
export const CONCERT_COLUMNS = [
  'c.id',
  'c.name',
  'c.date',
  'c.venue',
  'c.city',
  'c.artist',
  'c.category_id',
  'c.thumbnail',
  'c.expected_dkim_domain',
  'c.created_at',
  'c.cancelled_at',
  'c.cancellation_reason',
  'c.postponed_from',
] as const;

/**
 * The event's card written as JSON as far as its figures, kept by a trigger (migration 20261209_0001): every query
 * cardsJson (concertCardsJson.repo.ts) writes cards from selects it.
 */
export const CARD_HEAD = sql<string>`c.card_head`.as('card_head');

/** The base of every event list and read: each event with its figures. */
export function concertCards(db: Db) {
  return db
    .selectFrom('concerts as c')
    .innerJoin('concert_stats as s', 's.concert_id', 'c.id')
    .select([...CONCERT_COLUMNS, 's.lowest_price', 's.tickets_listed', 's.interest']);
}

export function concertWhere(filter: ConcertFilter): Expression<SqlBool> {
  const conditions = [filter.when === 'upcoming' ? sql`c.date >= now()` : sql`c.date < now()`];
  if (filter.from !== undefined) conditions.push(sql`c.date >= ${filter.from}`);
  if (filter.to !== undefined) conditions.push(sql`c.date < ${filter.to}`);
  if (filter.city !== undefined) conditions.push(sql`c.city = ${filter.city}`);
  if (filter.categoryId !== undefined) conditions.push(sql`c.category_id = ${filter.categoryId}`);
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/**
 * ORDER BY for a sort; the id breaks ties so pages never repeat or skip an event. Events without
 * listings sort last by price in both directions, as the price indexes on concert_stats store them.
 * `on` names the relation holding the sort columns when it is not concerts c joined to concert_stats s.
 */
export function concertOrderBy(order: ConcertOrder, on?: string) {
  const dir = sql.raw(order.sortDir);
  const col = (table: 'c' | 's', column: string) => sql.ref(`${on ?? table}.${column}`);
  const id = col('c', 'id');
  switch (order.sortBy) {
    case 'concertName':
      return sql`${col('c', 'name')} ${dir}, ${id} ${dir}`;
    case 'lowestTicketPrice':
      return sql`${col('s', 'lowest_price')} ${dir} nulls last, ${on === undefined ? sql.ref('s.concert_id') : id} ${dir}`;
    default:
      return sql`${col('c', 'date')} ${dir}, ${id} ${dir}`;
  }
}

/**
 * A page of events and how many match, counting no further than `cap`, in one statement: the count is an
 * uncorrelated subquery (`total_count` on every row), which PostgreSQL runs once for the statement. `cap` is the
 * server's own constant, written into the text.
 */
export function concertsCounted(db: Db, filter: ConcertFilter, order: ConcertOrder, window: Window, cap: number) {
  const inText = window.inText ?? false;
  return concertCards(db)
    .select(CARD_HEAD)
    .select(sql<number>`(select count(*)::int from (select 1 from concerts as c where ${concertWhere(filter)} order by c.date limit ${windowNumber(cap, true)}) hits)`.as('total_count'))
    .where(concertWhere(filter))
    .orderBy(concertOrderBy(order))
    .limit(windowNumber(window.limit, inText))
    .offset(windowNumber(window.offset, inText));
}

/** How many events match, counting no further than `cap`. */
export async function countConcertsUpTo(db: Db, filter: ConcertFilter, cap: number): Promise<number> {
  const row = await db
    .selectFrom((eb) => eb.selectFrom('concerts as c').select(sql`1`.as('one')).where(concertWhere(filter)).orderBy('c.date').limit(cap).as('hits'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * The most interesting upcoming events: interest, then tickets listed (the concert_stats_popular index). The
 * limit is written into the text and the statement planned once per connection (PLANNED_ONCE): with the limit
 * as a parameter PostgreSQL planned it again on every run of the home page, 0.34 ms of planning for 0.1 ms of running.
 */
export async function listPopularConcerts(db: Db, limit: number): Promise<ConcertCardRow[]> {
  const query = concertCards(db)
    .where(concertWhere({ when: 'upcoming' }))
    .orderBy(sql`s.interest desc, s.tickets_listed desc, s.concert_id`)
    .limit(windowNumber(limit, true))
    .compile();
  const { rows } = await db.executeQuery<ConcertCardRow>(CompiledQuery.raw(PLANNED_ONCE + query.sql, [...query.parameters]));
  return rows;
}

export function findConcertCard(db: Db, id: number): Promise<ConcertCardRow | undefined> {
  return concertCards(db).where('c.id', '=', id).executeTakeFirst();
}

/** The event, its row shared-locked: a cancellation (which locks it to update it) and a new listing take turns. */
export function findConcertForShare(db: Db, id: number): Promise<ConcertRow | undefined> {
  return db.selectFrom('concerts as c').select(CONCERT_COLUMNS).where('c.id', '=', id).forShare().executeTakeFirst();
}

export function findConcertById(db: Db, id: number): Promise<ConcertRow | undefined> {
  return db.selectFrom('concerts as c').select(CONCERT_COLUMNS).where('c.id', '=', id).executeTakeFirst();
}

export function insertConcerts(db: Db, rows: NewConcert[]): Promise<ConcertRow[]> {
  return db.insertInto('concerts').values(rows).returningAll().execute();
}
