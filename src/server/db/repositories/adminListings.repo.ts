import { sql, type Expression, type SqlBool } from 'kysely';
import { bookingIdHash } from '../bookingIdHash';
import type { Db } from '../database';
import { containing } from './adminUsers.repo';

/** What the Listings page narrows by: a text, one event, and whether buyers can see the listing. */
export interface AdminListingQuery {
  text: string;
  concertId?: number;
  state?: 'visible' | 'hidden';
}

function adminListings(db: Db) {
  return db
    .selectFrom('ticket_listings as l')
    .innerJoin('concerts as c', 'c.id', 'l.concert_id')
    .leftJoin('users as u', 'u.id', 'l.seller_id')
    .select([
      'l.id',
      'l.concert_id',
      'c.name as concert_name',
      'c.date as concert_date',
      'l.seller_id',
      'u.email as seller_email',
      'u.name as seller_name',
      'u.suspended_at as seller_suspended_at',
      'l.price',
      'l.quantity',
      'l.verified_seat',
      'l.ticket_status',
      'l.created_at',
      'l.hidden_at',
      'l.hidden_cause',
      'l.hidden_reason',
      sql<number>`(select count(*)::int from listing_reports r where r.listing_id = l.id and r.resolved_at is null)`.as('open_reports'),
    ]);
}
export type AdminListingRow = Awaited<ReturnType<ReturnType<typeof adminListings>['executeTakeFirstOrThrow']>>;

/**
 * The text finds a listing by its event's name, its seller's e-mail or name, its id (`#12`), or its booking: the booking
 * id as the operator has it (hashed here as the listing keeps it) or the hash itself (64 hex characters).
 */
function matching(query: AdminListingQuery): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const text = query.text;
  if (text !== '') {
    const hashes = [bookingIdHash(text)];
    if (/^[0-9a-f]{64}$/i.test(text)) hashes.push(text.toLowerCase());
    const either = [
      sql<SqlBool>`c.name ilike ${containing(text)}`,
      sql<SqlBool>`u.email like ${containing(text.toLowerCase())}`,
      sql<SqlBool>`u.name ilike ${containing(text)}`,
      sql<SqlBool>`l.booking_id_hash in (${sql.join(hashes)})`,
    ];
    const id = /^#(\d{1,9})$/.exec(text);
    if (id !== null) either.push(sql<SqlBool>`l.id = ${Number(id[1])}`);
    conditions.push(sql<SqlBool>`(${sql.join(either, sql` or `)})`);
  }
  if (query.concertId !== undefined) conditions.push(sql<SqlBool>`l.concert_id = ${query.concertId}`);
  if (query.state === 'visible') conditions.push(sql<SqlBool>`l.hidden_at is null`);
  if (query.state === 'hidden') conditions.push(sql<SqlBool>`l.hidden_at is not null`);
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** Newest first. */
export function findAdminListings(db: Db, query: AdminListingQuery, limit: number, offset: number): Promise<AdminListingRow[]> {
  return adminListings(db).where(matching(query)).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit).offset(offset).execute();
}

export async function countAdminListings(db: Db, query: AdminListingQuery): Promise<number> {
  const row = await db
    .selectFrom('ticket_listings as l')
    .innerJoin('concerts as c', 'c.id', 'l.concert_id')
    .leftJoin('users as u', 'u.id', 'l.seller_id')
    .where(matching(query))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findAdminListing(db: Db, id: number): Promise<AdminListingRow | undefined> {
  return adminListings(db).where('l.id', '=', id).executeTakeFirst();
}

export function findAdminListingsByIds(db: Db, ids: number[]): Promise<AdminListingRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : adminListings(db).where('l.id', 'in', ids).execute();
}

/** Takes the listing off the marketplace for the operator's reason (the event's figures drop with it, by trigger). */
export async function hideListingByOperator(db: Db, id: number, reason: string): Promise<void> {
  await db
    .updateTable('ticket_listings')
    .set({ hidden_at: sql<Date>`now()`, hidden_cause: 'OPERATOR', hidden_reason: reason, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * Ends the operator's hiding. A suspended seller's listing stays hidden, now by the suspension, so restoring the
 * seller shows it again and nothing shows it before.
 */
export async function endOperatorHiding(db: Db, id: number, sellerSuspended: boolean): Promise<void> {
  await db
    .updateTable('ticket_listings')
    .set(
      sellerSuspended
        ? { hidden_cause: 'SELLER_SUSPENDED', hidden_reason: null, updated_at: sql<Date>`now()` }
        : { hidden_at: null, hidden_cause: null, hidden_reason: null, updated_at: sql<Date>`now()` },
    )
    .where('id', '=', id)
    .where('hidden_cause', '=', 'OPERATOR')
    .execute();
}
