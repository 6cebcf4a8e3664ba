import { sql, type Expression, type SqlBool } from 'kysely';
import type { ProviderDomain } from '../../../shared/entities';
import type { SortDir } from '../../../shared/paging';
import type { Db } from '../database';
import { executeNamed } from '../namedStatement';
import type { NewTicketListing, TicketListingRow, TicketListingUpdate } from '../tables/listings';
import { splitPageCount } from './pageCount';

export const LISTING_SORTS = ['price', 'quantity'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export interface ListingFilters {
  minPrice?: number;
  maxPrice?: number;
  minQuantity?: number;
}

export interface ListingPage {
  sortBy: ListingSort;
  sortDir: SortDir;
  limit: number;
  offset: number;
}

/** A listing with the parts of its event and seller a response shows; never the seller's e-mail or hash. */
export interface ListingDetailRow extends TicketListingRow {
  concert_name: string;
  concert_date: Date;
  concert_venue: string;
  concert_city: string;
  concert_artist: string;
  concert_category_id: number;
  concert_thumbnail: string | null;
  concert_expected_dkim_domain: ProviderDomain;
  seller_name: string | null;
  /** Buyers whose meet-up check matched, each once. */
  meetup_checks: number;
}

/** A matched check by a buyer with a verified phone: meetup_checks `m` joined to its checker `b`. */
export const VERIFIED_MATCHES = sql`meetup_checks m join users b on b.id = m.checker_id`;
export const VERIFIED_MATCH = sql`m.matched and b.phone_verification_status = 'VERIFIED'`;

/**
 * How many buyers' meet-up checks matched the listing `listingId` names, each buyer once. Only buyers with a verified
 * phone count: a number verifies one account, so a seller cannot vouch for a listing with accounts of their own made for it.
 */
export function verifiedMeetupChecks(listingId: Expression<unknown>) {
  // The checker as a correlated EXISTS, which PostgreSQL looks up by primary key for a listing's few checks; as a
  // join it hashed every user once per listing on the page.
  return sql<number>`(select count(distinct m.checker_id)::int from meetup_checks m where m.listing_id = ${listingId} and m.matched
    and exists (select 1 from users b where b.id = m.checker_id and b.phone_verification_status = 'VERIFIED'))`;
}

function detailed(db: Db) {
  return db
    .selectFrom('ticket_listings as l')
    .innerJoin('concerts as c', 'c.id', 'l.concert_id')
    // The seller by primary key, row by row: a join let the planner hash the whole users table for a page of 20.
    .where('l.seller_id', 'is not', null)
    .selectAll('l')
    .select([
      'c.name as concert_name',
      'c.date as concert_date',
      'c.venue as concert_venue',
      'c.city as concert_city',
      'c.artist as concert_artist',
      'c.category_id as concert_category_id',
      'c.thumbnail as concert_thumbnail',
      'c.expected_dkim_domain as concert_expected_dkim_domain',
      sql<string>`(select u.name from users u where u.id = l.seller_id)`.as('seller_name'),
      verifiedMeetupChecks(sql.ref('l.id')).as('meetup_checks'),
    ]);
}

/**
 * A page of a seller's own listings (all of them, hidden ones too): LISTED before SOLD (as text 'LISTED' < 'SOLD',
 * which the status-and-price index serves), then the requested order, the id keeping pages stable. The count of
 * all of them comes in the same round trip: an uncorrelated subquery, which PostgreSQL runs once for the statement
 * (an InitPlan), not once a row. An empty page carries no count; ask countSellerListings then.
 */
export async function listSellerListingsCounted(db: Db, sellerId: number, page: ListingPage): Promise<{ rows: ListingDetailRow[]; total: number | null }> {
  const counted = await detailed(db)
    .select(sql<number>`(select count(*)::int from ticket_listings as l where l.seller_id = ${sellerId})`.as('total_count'))
    .where('l.seller_id', '=', sellerId)
    .orderBy('l.ticket_status', 'asc')
    .orderBy(`l.${page.sortBy}`, page.sortDir)
    .orderBy('l.id', page.sortDir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { rows, count } = splitPageCount(counted);
  return { rows, total: count };
}

/**
 * A page of an event's listings buyers see (none hidden; a sold one whose seller deleted their account is counted,
 * never shown): LISTED before SOLD, then the order asked, with how many match. The unfiltered count is the event's
 * figure in concert_stats (null when there is no such event); a filtered one counts what matches.
 */
export async function listEventListings(db: Db, concertId: number, filters: ListingFilters, page: ListingPage): Promise<{ rows: ListingDetailRow[]; total: number | null }> {
  const conditions = [sql`l.concert_id = ${concertId}`, sql`l.hidden_at is null`];
  if (filters.minPrice !== undefined) conditions.push(sql`l.price >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`l.price <= ${filters.maxPrice}`);
  if (filters.minQuantity !== undefined) conditions.push(sql`l.quantity >= ${filters.minQuantity}`);
  const where = sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
  const total =
    conditions.length === 2
      ? sql<number | null>`(select s.listings_shown from concert_stats s where s.concert_id = ${concertId})`
      : sql<number | null>`(select count(*)::int from ticket_listings as l where ${where})`;
  // The page first, then its events, sellers and checks for its rows only: joined before the cut, the planner read
  // every user to hash them. The page is named after the table, which it hides in the outer query.
  const paged = db.with(
    (cte) => cte('ticket_listings').materialized(),
    (q) =>
      q
        .selectFrom('ticket_listings as l')
        .selectAll('l')
        // Not null beside a listing: its event exists.
        .select(sql<number>`${total}`.as('total_count'))
        .where(where)
        .where(sql<SqlBool>`l.seller_id is not null`)
        .orderBy('l.ticket_status', 'asc')
        .orderBy(`l.${page.sortBy}`, page.sortDir)
        .orderBy('l.id', page.sortDir)
        .limit(page.limit)
        .offset(page.offset),
  );
  const query = detailed(paged as unknown as Db)
    .select(sql<number>`l.total_count`.as('total_count'))
    .orderBy('l.ticket_status', 'asc')
    .orderBy(`l.${page.sortBy}`, page.sortDir)
    .orderBy('l.id', page.sortDir);
  const counted = await executeNamed(db, 'event_listings', query.compile());
  const { rows, count } = splitPageCount(counted);
  if (count !== null) return { rows, total: count };
  const alone = await db.selectNoFrom(total.as('total')).executeTakeFirstOrThrow();
  return { rows, total: alone.total };
}

export async function countSellerListings(db: Db, sellerId: number): Promise<number> {
  const row = await db
    .selectFrom('ticket_listings as l')
    .where('l.seller_id', '=', sellerId)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findListingDetail(db: Db, id: number): Promise<ListingDetailRow | undefined> {
  return detailed(db).where('l.id', '=', id).executeTakeFirst();
}

export interface ListingFactsRow {
  concert_id: number;
  seller_id: number | null;
  verified_ticket_quantity: number | null;
  verified_amount_paid: string | null;
}

/** What never changes about a listing (services/listingFacts.ts), or undefined when there is no such listing. */
export function findListingFacts(db: Db, id: number): Promise<ListingFactsRow | undefined> {
  return db
    .selectFrom('ticket_listings')
    .select(['concert_id', sql<number | null>`seller_id`.as('seller_id'), 'verified_ticket_quantity', 'verified_amount_paid'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Who sells the listing (it never changes; null once a sold listing's seller deleted their account), or undefined when there is no such listing. */
export async function findListingSeller(db: Db, id: number): Promise<number | null | undefined> {
  const row = await db.selectFrom('ticket_listings').select(sql<number | null>`seller_id`.as('seller_id')).where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : row.seller_id;
}

/** The row, locked until the transaction ends, so concurrent changes to one listing queue up. */
export function lockListing(db: Db, id: number): Promise<TicketListingRow | undefined> {
  return listingRow(db, id).forUpdate().executeTakeFirst();
}

export function findListingRow(db: Db, id: number): Promise<TicketListingRow | undefined> {
  return listingRow(db, id).executeTakeFirst();
}

function listingRow(db: Db, id: number) {
  return db.selectFrom('ticket_listings').selectAll().where('id', '=', id);
}

/**
 * Changes the listing only while it is still `sellerId`'s and LISTED, and answers it changed, with its event and
 * seller, in one statement (one round trip, no explicit transaction): the triggers move the figures within it, and a
 * sale committed meanwhile wins (PostgreSQL re-checks the condition on the row it waited for). Undefined when the
 * condition no longer held.
 */
export function updateListedListing(db: Db, id: number, sellerId: number, changes: TicketListingUpdate): Promise<ListingDetailRow | undefined> {
  const changed = db.with('ticket_listings', (q) =>
    q
      .updateTable('ticket_listings')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where(sql<number | null>`seller_id`, '=', sellerId)
      .where('ticket_status', '=', 'LISTED')
      .returningAll(),
  );
  // The common table expression is named after the table, which it hides in the outer query, and has its columns:
  // the same select reads the changed row.
  return detailed(changed as unknown as Db).executeTakeFirst();
}

export async function deleteListing(db: Db, id: number): Promise<void> {
  await db.deleteFrom('ticket_listings').where('id', '=', id).execute();
}

export function findListingByBookingIdHash(db: Db, hash: string): Promise<TicketListingRow | undefined> {
  return db.selectFrom('ticket_listings').selectAll().where('booking_id_hash', '=', hash).executeTakeFirst();
}

export async function insertListing(db: Db, listing: NewTicketListing): Promise<number> {
  const row = await db.insertInto('ticket_listings').values(listing).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
