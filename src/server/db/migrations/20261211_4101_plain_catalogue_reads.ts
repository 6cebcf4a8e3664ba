import { sql, type Kysely } from 'kysely';
import { up as announceListingChanges } from './20261206_0001_listing_signals';
import { up as writeCardHeads } from './20261209_0001_card_heads';

/**
 * Issue 41: event cards are written in TypeScript from rows and serialised by the routes' response schemas, so the
 * card text PostgreSQL kept for each event (migration 20261209_0001) goes, with the trigger that wrote it. No process
 * keeps catalogue reads any more, so nobody listens for the listing rows' notifications (migration 20261206_0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ticket_listings_announce_update on ticket_listings`.execute(db);
  await sql`drop trigger ticket_listings_announce_write on ticket_listings`.execute(db);
  await sql`drop function announce_listing_change()`.execute(db);
  await sql`drop trigger concert_card_head on concerts`.execute(db);
  await sql`drop function concert_card_head()`.execute(db);
  await sql`alter table concerts drop column card_head`.execute(db);
}

/** The column was a copy of each event's own fields: the earlier migrations make both again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await writeCardHeads(db);
  await announceListingChanges(db);
}
