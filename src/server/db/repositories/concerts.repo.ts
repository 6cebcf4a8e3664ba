import { sql } from 'kysely';
import type { SortDir } from '../../../shared/paging';
import type { Db } from '../database';
import type { ConcertRow, NewConcert } from '../tables/catalogue';

/** A concert with the figures computed from its listings, views and subscriptions (never stored). */
export interface ConcertCardRow extends ConcertRow {
  lowest_price: string | null;
  tickets_listed: number;
  interest: number;
}

export const CONCERT_SORTS = ['concertDate', 'concertName', 'lowestTicketPrice'] as const;
export type ConcertSort = (typeof CONCERT_SORTS)[number];

export interface ConcertPage {
  sortBy: ConcertSort;
  sortDir: SortDir;
  limit: number;
  offset: number;
}

/**
 * The base of every event list: numberOfTicketsListed is the total quantity still LISTED,
 * lowestTicketPrice the cheapest LISTED price, interest the views plus push subscriptions.
 */
export function concertCards(db: Db) {
  return db
    .selectFrom('concerts as c')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('ticket_listings as l')
          .whereRef('l.concert_id', '=', 'c.id')
          .where('l.ticket_status', '=', 'LISTED')
          .select((e) => [
            e.fn.min('l.price').as('lowest_price'),
            sql<number>`coalesce(sum(${e.ref('l.quantity')}), 0)::int`.as('tickets_listed'),
          ])
          .as('stats'),
      (join) => join.onTrue(),
    )
    .selectAll('c')
    .select([
      sql<string | null>`stats.lowest_price`.as('lowest_price'),
      'stats.tickets_listed',
      sql<number>`((select count(*) from concert_views v where v.concert_id = c.id)
        + (select count(*) from concert_subscriptions s where s.concert_id = c.id))::int`.as('interest'),
    ]);
}

const upcoming = sql<boolean>`c.date >= now()`;

export async function listUpcomingConcerts(db: Db, page: ConcertPage): Promise<ConcertCardRow[]> {
  const column = { concertDate: 'c.date', concertName: 'c.name', lowestTicketPrice: 'stats.lowest_price' } as const;
  return concertCards(db)
    .where(upcoming)
    .orderBy(column[page.sortBy], (ob) => (page.sortDir === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('c.id', page.sortDir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countUpcomingConcerts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('concerts as c')
    .where(upcoming)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function countConcerts(db: Db): Promise<number> {
  const row = await db.selectFrom('concerts').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export function findConcertById(db: Db, id: number): Promise<ConcertRow | undefined> {
  return db.selectFrom('concerts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertConcerts(db: Db, rows: NewConcert[]): Promise<ConcertRow[]> {
  return db.insertInto('concerts').values(rows).returningAll().execute();
}
