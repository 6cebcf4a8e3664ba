import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import { executeNamed } from '../namedStatement';
import { CONCERT_COLUMNS, type ConcertCardRow, type Window } from './concerts.repo';

/** An event's columns but those its match already holds (id, date). */
const LOOKED_UP_COLUMNS = sql.join(CONCERT_COLUMNS.filter((column) => column !== 'c.id' && column !== 'c.date').map((column) => sql.raw(column)));

export interface CardRows {
  /** The rows kept, in order. */
  rows: ConcertCardRow[];
  /** How many rows the query found, skipped ones included. */
  found: number;
  /** The smallest value of the query's count column, or null (no count column, or no rows). */
  counted: number | null;
}

export interface Kept {
  /** Rows to keep, after `skip` (0 unless said). */
  keep: number;
  skip?: number;
  /** A column of the query holding its count, the same on every row. */
  countColumn?: string;
  /**
   * The query's rows are matches, each an event's `id` with the columns `order` sorts on (`date` among them): the
   * event and its figures are looked up for the kept rows only. Joined to the matches before the cut, the planner
   * read every event (and every event's figures) to hash them.
   */
  eventsAfterCut?: boolean;
}

interface FoundRow extends ConcertCardRow {
  found: number;
  counted: number | null;
}

/**
 * Runs `rows`, a query of concertCards' columns (of matches, with eventsAfterCut), and answers the rows kept in
 * `order` (written on `q`) with how many it found. A row whose id is null is none: a page left-joined to its count.
 */
export async function cardRows(db: Db, rows: Expression<unknown> | RawBuilder<unknown>, order: RawBuilder<unknown>, { keep, skip = 0, countColumn, eventsAfterCut = false }: Kept): Promise<CardRows> {
  const cut = sql`select * from q where q.id is not null order by ${order} limit ${keep} offset ${skip}`;
  // LIMIT 1 keeps each lookup a subquery run once per kept row, which the planner cannot turn back into a join.
  const keptRows = eventsAfterCut
    ? sql`select q.*, e.*, f.lowest_price, f.tickets_listed, f.interest
      from (${cut}) q
      cross join lateral (select ${LOOKED_UP_COLUMNS} from concerts c where c.id = q.id limit 1) e
      cross join lateral (select s.lowest_price, s.tickets_listed, s.interest from concert_stats s where s.concert_id = q.id limit 1) f`
    : cut;
  const counted = countColumn === undefined ? sql`null::int` : sql`(select min(${sql.ref(`q.${countColumn}`)})::int from q)`;
  // One row at least, so that an empty page still brings its counts.
  const query = sql<FoundRow>`
    with q as materialized (${rows})
    select q.*, (select count(q.id)::int from q) as found, ${counted} as counted
    from (select 1) one left join lateral (${keptRows}) q on true
    order by ${order}`.compile(db);
  const found = await executeNamed(db, 'search_cards', query);
  return {
    rows: found.filter((row) => row.id !== null),
    found: found[0]?.found ?? 0,
    counted: found[0]?.counted ?? null,
  };
}

/**
 * A window of matches found in relevance tiers, each tier's rows `(id, date, tier)`: every event once, in its best
 * tier, soonest first within a tier. The rows for cardRows with eventsAfterCut.
 */
export function bestTierPage(tiers: RawBuilder<unknown>[], window: Window): RawBuilder<unknown> {
  return sql`select h.id, h.date, h.tier from (
      select id, min(date) as date, min(tier) as tier from (${sql.join(tiers, sql` union all `)}) t group by id
    ) h order by h.tier, h.date, h.id limit ${window.limit} offset ${window.offset}`;
}
