import { sql, type Kysely } from 'kysely';

/**
 * Issue 18, a fan's data kept only as long as needed: a listing keeps the hash of its booking id, not the id.
 * The hash (bookingIdHash, filled in for every listing by 20261128_0001_meetup_checks) becomes the unique key
 * that lets one booking prove one listing, and the booking id in clear is dropped. Nothing can bring it back,
 * so `down` restores the column empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ticket_listings_booking_id_hash')
    .on('ticket_listings')
    .column('booking_id_hash')
    .unique()
    .where(sql.ref('booking_id_hash'), 'is not', null)
    .execute();
  await db.schema.dropIndex('ticket_listings_booking_id').ifExists().execute();
  await db.schema.alterTable('ticket_listings').dropColumn('booking_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_listings').addColumn('booking_id', 'text').execute();
  await db.schema.dropIndex('ticket_listings_booking_id_hash').execute();
}
