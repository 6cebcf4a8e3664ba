import { sql, type CompiledQuery, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import { PLANNED_ONCE, PLANNED_WITH_ITS_VALUES } from '../preparedStatements';
import { CARD_HEAD, CONCERT_COLUMNS, type Window } from './concerts.repo';
import { compiledOnce, jsonMoney, jsonObject, jsonObjectAfter, jsonPlain, jsonString, jsonTime, type JsonField } from './jsonParts';
import { windowNumber } from './windowNumbers';

/** The event's own fields, as every JSON that shows an event writes them, from the concerts columns `column` names. */
export function concertFields(column: (name: string) => RawBuilder<unknown>): JsonField[] {
  return [
    { key: 'concertId', value: jsonPlain(column('id')) },
    { key: 'concertName', value: jsonString(column('name')) },
    { key: 'concertDate', value: jsonTime(column('date')) },
    { key: 'concertVenue', value: jsonString(column('venue')) },
    { key: 'concertCity', value: jsonString(column('city')) },
    { key: 'concertArtist', value: jsonString(column('artist')) },
    { key: 'categoryId', value: jsonPlain(column('category_id')) },
    { key: 'thumbnail', value: jsonString(column('thumbnail')) },
    { key: 'expectedDkimDomain', value: jsonString(column('expected_dkim_domain')) },
  ];
}

const q = (column: string) => sql.raw(`q.${column}`);

/**
 * One event as services/catalogue.service.ts's toConcert writes it, as JSON text, from a row `q` with the
 * columns of concertCards (concerts.repo.ts) and its `card_head`: the event's own fields as concertFields writes
 * them, kept written by a trigger (migration 20261209_0001). postponedFrom and cancellation are there only when they apply.
 */
export const cardText = jsonObjectAfter(q('card_head'), [
  { key: 'lowestTicketPrice', value: jsonMoney(q('lowest_price')) },
  { key: 'numberOfTicketsListed', value: jsonPlain(q('tickets_listed')) },
  { key: 'interest', value: jsonPlain(q('interest')) },
  { key: 'postponedFrom', value: jsonTime(q('postponed_from')), onlyIf: sql`q.postponed_from is not null` },
  {
    key: 'cancellation',
    value: jsonObject([
      { key: 'at', value: jsonTime(q('cancelled_at')) },
      { key: 'reason', value: jsonString(sql`coalesce(q.cancellation_reason, '')`) },
    ]),
    onlyIf: sql`q.cancelled_at is not null`,
  },
]);

/** An event's columns but those its match already holds (id, date), and its card's head. */
const LOOKED_UP_COLUMNS = sql.join([...CONCERT_COLUMNS.filter((column) => column !== 'c.id' && column !== 'c.date').map((column) => sql.raw(column)), CARD_HEAD]);

export interface CardsJson {
  /** The rows kept, as a JSON array of events ('[]' when there are none). */
  content: string;
  /** The events in `content`, in order (a cached page is tagged with them). */
  concertIds: number[];
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
  /** The query matches full text: planned for its values on every run (preparedStatements.ts). */
  plannedWithItsValues?: boolean;
  /** `keep` and `skip` are written into the statement's text, as the query's own window is (windowNumbers.ts). */
  inText?: boolean;
}

/**
 * Runs `rows`, a query of concertCards' columns and CARD_HEAD (of matches, with eventsAfterCut), and has PostgreSQL write the rows
 * kept, in `order` (written on `q`), as the API's JSON. A row whose id is null is none: a page left-joined to its
 * count. An uncached list spent most of the API's time turning rows into objects and objects into text
 * (docs/decisions/uncached-reads.md).
 */
export function cardsJson(db: Db, rows: Expression<unknown> | RawBuilder<unknown>, order: RawBuilder<unknown>, kept: Kept): Promise<CardsJson> {
  return runCardsJson(db, cardsJsonStatement(db, rows, order, kept));
}

/** Runs a statement of cardsJsonStatement's. */
export async function runCardsJson(db: Db, statement: CompiledQuery<CardsJson>): Promise<CardsJson> {
  const { rows } = await db.executeQuery(statement);
  return rows[0];
}

/** The statement cardsJson runs, compiled. */
export function cardsJsonStatement(
  db: Db,
  rows: Expression<unknown> | RawBuilder<unknown>,
  order: RawBuilder<unknown>,
  { keep, skip = 0, countColumn, eventsAfterCut = false, plannedWithItsValues = false, inText = false }: Kept,
): CompiledQuery<CardsJson> {
  const cut = sql`select * from q where q.id is not null order by ${order} limit ${windowNumber(keep, inText)} offset ${windowNumber(skip, inText)}`;
  // LIMIT 1 keeps each lookup a subquery run once per kept row, which the planner cannot turn back into a join.
  const keptRows = eventsAfterCut
    ? sql`select q.*, e.*, f.lowest_price, f.tickets_listed, f.interest
      from (${cut}) q
      cross join lateral (select ${LOOKED_UP_COLUMNS} from concerts c where c.id = q.id limit 1) e
      cross join lateral (select s.lowest_price, s.tickets_listed, s.interest from concert_stats s where s.concert_id = q.id limit 1) f`
    : cut;
  const counted = countColumn === undefined ? sql`null::int` : sql`(select min(${sql.ref(`q.${countColumn}`)})::int from q)`;
  const card = compiledOnce(db, cardText);
  // The kept rows are cut in a subquery before their text is written: aggregating every row found and slicing the
  // array cost PostgreSQL half again as much as the query itself.
  // Named even without parameters (all its numbers in its text), so that it is planned once per connection.
  return sql<CardsJson>`${sql.raw(plannedWithItsValues ? PLANNED_WITH_ITS_VALUES : PLANNED_ONCE)}
    with q as materialized (${rows})
    select '[' || coalesce(k.content, '') || ']' as content, coalesce(k.ids, '{}') as "concertIds",
      (select count(q.id)::int from q) as found, ${counted} as counted
    from (
      select string_agg(${card}, ',' order by ${order}) as content, array_agg(q.id order by ${order}) as ids
      from (${keptRows}) q
    ) k`.compile(db);
}

/**
 * A window of matches found in relevance tiers, each tier's rows `(id, date, tier)`: every event once, in its best
 * tier, soonest first within a tier. The rows for cardsJson with eventsAfterCut.
 */
export function bestTierPage(tiers: RawBuilder<unknown>[], window: Window): RawBuilder<unknown> {
  return sql`select h.id, h.date, h.tier from (
      select id, min(date) as date, min(tier) as tier from (${sql.join(tiers, sql` union all `)}) t group by id
    ) h order by h.tier, h.date, h.id limit ${window.limit} offset ${window.offset}`;
}
