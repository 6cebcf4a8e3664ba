import { sql, type Kysely } from 'kysely';

/**
 * Issue 15, fair listings.
 * - listing_contacts: who has contacted a listing's seller, once per person, so ticket_hits counts people.
 *   Counts from before this table (clicks) stay as they were: who made them is not known.
 * - booking_seat: the seat text read from the booking, kept apart from verified_seat, which the seller may
 *   edit, so buyers can still read what the booking said. For listings already verified the best we have
 *   is the current seat text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_contacts')
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('ticket_listings.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('listing_contacts_pkey', ['listing_id', 'user_id'])
    .execute();
  await db.schema.createIndex('listing_contacts_user').on('listing_contacts').column('user_id').execute();
  await db.schema.alterTable('ticket_listings').addColumn('booking_seat', 'text').execute();
  await sql`update ticket_listings set booking_seat = verified_seat where booking_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_listings').dropColumn('booking_seat').execute();
  await db.schema.dropTable('listing_contacts').execute();
}
