import { sql, type Kysely } from 'kysely';
import { bookingIdHash } from '../bookingIdHash';

/**
 * Issue 19, safe to meet.
 * - booking_id_hash: what a buyer's meet-up check is compared with (bookingIdHash: the normalised id, hashed),
 *   filled in for every listing that has a booking id. Computed here in code, not SQL, so it is the very
 *   function the API uses (upper() and regular expressions in SQL depend on the database's locale).
 * - meetup_checks: every check a buyer made, matched or not; a listing shows how many buyers' checks matched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_listings').addColumn('booking_id_hash', 'text').execute();
  const rows = await sql<{ id: number; booking_id: string }>`select id, booking_id from ticket_listings where booking_id is not null`.execute(db);
  for (const row of rows.rows) {
    await sql`update ticket_listings set booking_id_hash = ${bookingIdHash(row.booking_id)} where id = ${row.id}`.execute(db);
  }
  await db.schema
    .createTable('meetup_checks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('ticket_listings.id').onDelete('cascade'))
    .addColumn('checker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('matched', 'boolean', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The listing's count reads its matched checks; deleting a user finds theirs.
  await db.schema.createIndex('meetup_checks_listing_matched').on('meetup_checks').columns(['listing_id', 'checker_id']).where(sql.ref('matched'), '=', true).execute();
  await db.schema.createIndex('meetup_checks_checker').on('meetup_checks').column('checker_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('meetup_checks').execute();
  await db.schema.alterTable('ticket_listings').dropColumn('booking_id_hash').execute();
}
