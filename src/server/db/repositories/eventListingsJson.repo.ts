import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../database';
import { concertFields } from './concertCardsJson.repo';
import { jsonMoney, jsonObject, jsonPlain, jsonString } from './jsonParts';
import { verifiedMeetupChecksOf, type ListingFilters, type ListingPage } from './listings.repo';

export interface EventListingsJson {
  /** The page's listings as a JSON array, written by PostgreSQL: '[]' when the page is empty. */
  content: string;
  /** How many listings match in all; null for an unfiltered page of an event that does not exist. */
  total: number | null;
}

const p = (column: string) => sql.ref(`p.${column}`);
/** The event as a listing shows it (toTicketListing's `concert`), from concerts `c`. */
export const concertText = jsonObject(concertFields((column) => sql.raw(`c.${column}`)));

const seller = jsonObject([
  { key: 'id', value: jsonPlain(sql`u.id`) },
  { key: 'name', value: jsonString(sql`u.name`) },
]);

/**
 * A listing as an event's listings page writes it (toTicketListing's shape), from a listing `p`, its event's JSON
 * `e.concert` and its meet-up checks `mc.checks`. No seller phone: the contact answer carries it.
 */
export const eventListingText = jsonObject([
  { key: 'ticketListingId', value: jsonPlain(p('id')) },
  { key: 'concert', value: sql`e.concert` },
  { key: 'seller', value: sql`(select ${seller} from users u where u.id = p.seller_id)` },
  { key: 'quantity', value: jsonPlain(p('quantity')) },
  { key: 'price', value: jsonMoney(p('price')) },
  { key: 'verifiedSeat', value: jsonString(p('verified_seat')) },
  { key: 'bookingSeat', value: jsonString(p('booking_seat')) },
  { key: 'verifiedAdditionalDetails', value: jsonString(p('verified_additional_details')) },
  { key: 'verifiedTicketQuantity', value: jsonPlain(p('verified_ticket_quantity')) },
  { key: 'verifiedAmountPaid', value: jsonMoney(p('verified_amount_paid')) },
  { key: 'wantsExchange', value: jsonPlain(p('wants_exchange')) },
  { key: 'negotiable', value: jsonPlain(p('negotiable')) },
  { key: 'sellerCity', value: jsonString(p('seller_city')) },
  { key: 'ticketStatus', value: jsonString(p('ticket_status')) },
  { key: 'ticketHits', value: jsonPlain(p('ticket_hits')) },
  { key: 'meetupChecks', value: sql`coalesce(mc.checks, 0)::text` },
]);

/** The statement's values, in the order of its parameters (only those given are parameters). */
interface Values {
  concertId: number;
  limit: number;
  offset: number;
  minPrice?: number;
  maxPrice?: number;
  minQuantity?: number;
}
const VALUE_ORDER = ['concertId', 'limit', 'offset', 'minPrice', 'maxPrice', 'minQuantity'] as const;
type ValueName = (typeof VALUE_ORDER)[number];

/**
 * The statement's text for one shape (which filters, which order), built and compiled once: the values are
 * numbered parameters, so only its shape changes the text. Compiling this many pieces on every request cost the
 * API more than the rows it replaced.
 */
function statementText(db: Db, given: readonly ValueName[], sortBy: ListingPage['sortBy'], sortDir: ListingPage['sortDir']): string {
  const value = (name: ValueName) => sql.raw(`$${given.indexOf(name) + 1}`);
  // The listings buyers see (none hidden), filtered, on numbered parameters.
  const conditions = [sql`l.concert_id = ${value('concertId')}`, sql`l.hidden_at is null`];
  if (given.includes('minPrice')) conditions.push(sql`l.price >= ${value('minPrice')}`);
  if (given.includes('maxPrice')) conditions.push(sql`l.price <= ${value('maxPrice')}`);
  if (given.includes('minQuantity')) conditions.push(sql`l.quantity >= ${value('minQuantity')}`);
  const where = sql.join(conditions, sql` and `);
  const unfiltered = conditions.length === 2;
  const total = unfiltered
    ? sql`(select s.listings_shown from concert_stats s where s.concert_id = ${value('concertId')})`
    : sql`(select count(*)::int from ticket_listings as l where ${where})`;
  const dir = sql.raw(sortDir);
  // The page is a CTE: its listings' meet-up checks are counted in one grouped read of the page's ids.
  return sql`
    with p as materialized (
      -- A sold listing whose seller deleted their account has none: it is counted, never shown.
      select l.* from ticket_listings l where ${where} and l.seller_id is not null
      order by l.ticket_status asc, ${sql.ref(`l.${sortBy}`)} ${dir}, l.id ${dir}
      limit ${value('limit')} offset ${value('offset')}
    )
    select '[' || coalesce(string_agg(${eventListingText}, ',' order by p.ticket_status asc, ${p(sortBy)} ${dir}, p.id ${dir}), '') || ']' as content,
      ${total} as total
    from p
    left join ${verifiedMeetupChecksOf(sql`select id from p`)} mc on mc.listing_id = p.id
    cross join (select ${concertText} as concert from concerts c where c.id = ${value('concertId')}) e`.compile(db.withoutPlugins()).sql;
}

const statements = new Map<string, string>();

/**
 * A page of an event's listings (the ones buyers see), each written as JSON by PostgreSQL in the shape of
 * services/listings.service.ts's toTicketListing, which listings.pageJson.test.ts holds it to. An uncached page
 * spent most of the API's time turning rows into objects and objects into text (docs/decisions/uncached-reads.md);
 * this way it receives one text and sends it on. The unfiltered count is the event's figure in concert_stats, not
 * a count of its listings on every read; a filtered page counts what matches.
 */
export async function eventListingsJson(db: Db, concertId: number, filters: ListingFilters, page: ListingPage): Promise<EventListingsJson> {
  const { rows } = await db.executeQuery<EventListingsJson>(eventListingsStatement(db, concertId, filters, page));
  return rows[0];
}

/** The statement eventListingsJson runs (catalogueQueryPlans.test.ts explains it). */
export function eventListingsStatement(db: Db, concertId: number, filters: ListingFilters, page: ListingPage): CompiledQuery<EventListingsJson> {
  const values: Values = { concertId, limit: page.limit, offset: page.offset, ...filters };
  const given = VALUE_ORDER.filter((name) => values[name] !== undefined);
  const shape = `${page.sortBy} ${page.sortDir} ${given.join(' ')}`;
  let text = statements.get(shape);
  if (text === undefined) {
    text = statementText(db, given, page.sortBy, page.sortDir);
    statements.set(shape, text);
  }
  return CompiledQuery.raw(text, given.map((name) => values[name]));
}
