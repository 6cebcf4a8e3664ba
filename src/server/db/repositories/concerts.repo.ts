import { sql, type Expression, type SqlBool } from 'kysely';
import type { SortDir } from '../../../shared/paging';
import type { Db } from '../database';
import { executeNamed } from '../namedStatement';
import type { ConcertRow, NewConcert } from '../tables/catalogue';

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
 * uncorrelated subquery (`total_count` on every row), which PostgreSQL runs once for the statement.
 */
export function concertsCounted(db: Db, filter: ConcertFilter, order: ConcertOrder, window: Window, cap: number): Promise<(ConcertCardRow & { total_count: number })[]> {
  const query = concertCards(db)
    .select(sql<number>`(select count(*)::int from (select 1 from concerts as c where ${concertWhere(filter)} order by c.date limit ${cap}) hits)`.as('total_count'))
    .where(concertWhere(filter))
    .orderBy(concertOrderBy(order))
    .limit(window.limit)
    .offset(window.offset);
  return executeNamed(db, 'event_list', query.compile());
}

/** How many events match, counting no further than `cap`. */
export async function countConcertsUpTo(db: Db, filter: ConcertFilter, cap: number): Promise<number> {
  const row = await db
    .selectFrom((eb) => eb.selectFrom('concerts as c').select(sql`1`.as('one')).where(concertWhere(filter)).orderBy('c.date').limit(cap).as('hits'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The most interesting upcoming events: interest, then tickets listed (the concert_stats_popular index). */
export function listPopularConcerts(db: Db, limit: number): Promise<ConcertCardRow[]> {
  return concertCards(db).where(concertWhere({ when: 'upcoming' })).orderBy(sql`s.interest desc, s.tickets_listed desc, s.concert_id`).limit(limit).execute();
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
