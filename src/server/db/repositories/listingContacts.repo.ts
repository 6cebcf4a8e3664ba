import { sql } from 'kysely';
import type { Db } from '../database';

/** A listing a buyer may contact the seller of: LISTED, not hidden, its seller's account still there. */
export interface ContactableListing {
  seller_id: number;
  seller_phone_number: string | null;
  ticket_hits: number;
}

/**
 * Holds the buyer's row until the transaction ends, so one buyer's contacts are counted one at a time: parallel
 * calls cannot each find room under the daily cap.
 */
export async function lockContactsOf(db: Db, buyerId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', buyerId).forNoKeyUpdate().execute();
}

export async function findContactableListing(db: Db, listingId: number): Promise<ContactableListing | undefined> {
  // KEY SHARE: the listing cannot be deleted under us, while other contacts may still update its count.
  const row = await db
    .selectFrom('ticket_listings as l')
    .innerJoin('users as u', 'u.id', 'l.seller_id')
    .select(['l.seller_id', 'u.phone_number as seller_phone_number', 'l.ticket_hits'])
    .where('l.id', '=', listingId)
    .where('l.hidden_at', 'is', null)
    .where('l.ticket_status', '=', 'LISTED')
    .forKeyShare('l')
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, seller_id: row.seller_id as number };
}

export async function hasContacted(db: Db, listingId: number, buyerId: number): Promise<boolean> {
  const row = await db.selectFrom('listing_contacts').select('listing_id').where('listing_id', '=', listingId).where('user_id', '=', buyerId).executeTakeFirst();
  return row !== undefined;
}

/** The buyer's contacts made in the last `seconds`, and in how many seconds the oldest of them is older than that. */
export async function recentContacts(db: Db, buyerId: number, seconds: number): Promise<{ count: number; oldestLeavesInSeconds: number }> {
  const window = sql`make_interval(secs => ${seconds})`;
  const row = await db
    .selectFrom('listing_contacts')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number>`coalesce(ceil(extract(epoch from min(created_at) + ${window} - now())), 0)::int`.as('oldestLeavesInSeconds'),
    ])
    .where('user_id', '=', buyerId)
    .where('created_at', '>', sql<Date>`now() - ${window}`)
    .executeTakeFirstOrThrow();
  return row;
}

/** Records a new contact and counts it on the listing; the listing's new count. */
export async function addListingContact(db: Db, listingId: number, buyerId: number): Promise<number> {
  await db.insertInto('listing_contacts').values({ listing_id: listingId, user_id: buyerId }).execute();
  const row = await db
    .updateTable('ticket_listings')
    .set((eb) => ({ ticket_hits: eb('ticket_hits', '+', 1) }))
    .where('id', '=', listingId)
    .returning('ticket_hits')
    .executeTakeFirstOrThrow();
  return row.ticket_hits;
}
