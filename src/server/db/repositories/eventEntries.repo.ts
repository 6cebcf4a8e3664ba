import { sql } from 'kysely';
import type { Db } from '../database';
import { cardText } from './concertCardsJson.repo';
import { compiledOnce } from './jsonParts';

/** An event as the event model holds it (services/eventModel): what its lists filter and sort on, and its card. */
export interface EventEntryRow {
  id: number;
  /** Microseconds since the epoch: PostgreSQL keeps dates to the microsecond, and the lists order and filter on them. */
  at: number;
  name: string;
  city: string;
  category_id: number;
  /** The lowest price, for ordering only (the card writes it as money); null without listings. */
  price: number | null;
  /** Its place among every event by name then id, in the database's collation: the lists' name order. */
  name_rank: number;
  /** The card as an event list writes it (cardsJson), figures included. */
  card: string;
  /** A digest of the event's own fields (its card's head): what search matches on changes only with it. */
  head_hash: string;
  /** Its listings not hidden (concert_stats.listings_shown). */
  listings: number;
}

/** The events `where` keeps, ranked by name among themselves (every event, or 0 when one is read alone). */
function entries(db: Db, ranked: boolean, where = sql`true`) {
  const card = compiledOnce(db, cardText);
  const rank = ranked ? sql`row_number() over (order by c.name, c.id)::int` : sql`0`;
  return sql<EventEntryRow>`select c.id, (extract(epoch from c.date) * 1000000)::float8 as at, c.name, c.city, c.category_id,
      s.lowest_price::float8 as price, ${card} as card, ${rank} as name_rank, md5(c.card_head) as head_hash, s.listings_shown as listings
    from concerts c join concert_stats s on s.concert_id = c.id
    cross join lateral (select c.card_head, c.postponed_from, c.cancelled_at, c.cancellation_reason, s.lowest_price, s.tickets_listed, s.interest) q
    where ${where}`;
}

/** Every event, each with its rank by name. */
export async function loadEventEntries(db: Db): Promise<EventEntryRow[]> {
  return (await entries(db, true).execute(db)).rows;
}

/** One event, its name rank left as 0 (only a reading of every event ranks them); undefined when it is gone. */
export async function loadEventEntry(db: Db, id: number): Promise<EventEntryRow | undefined> {
  return (await entries(db, false, sql`c.id = ${id}`).execute(db)).rows[0];
}
