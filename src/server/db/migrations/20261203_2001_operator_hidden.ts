import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, the Listings page: an operator hides one listing with a reason (hidden_cause 'OPERATOR', beside the
 * suspension's and a cancelled event's causes); the seller
 * is shown the reason in My Listings. The reason is kept exactly while an operator's hiding lasts, so a listing
 * hidden by a suspension never carries one and a restore of either kind cannot leave one behind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ticket_listings drop constraint ticket_listings_hidden_cause`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_hidden_cause check (hidden_cause in ('SELLER_SUSPENDED', 'EVENT_CANCELLED', 'OPERATOR'))`.execute(db);
  await sql`alter table ticket_listings add column hidden_reason text`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_hidden_reason check (
    (hidden_cause is not distinct from 'OPERATOR') = (hidden_reason is not null) and char_length(hidden_reason) between 1 and 500)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update ticket_listings set hidden_at = null, hidden_cause = null where hidden_cause = 'OPERATOR'`.execute(db);
  await sql`alter table ticket_listings drop column hidden_reason`.execute(db);
  await sql`alter table ticket_listings drop constraint ticket_listings_hidden_cause`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_hidden_cause check (hidden_cause in ('SELLER_SUSPENDED', 'EVENT_CANCELLED'))`.execute(db);
}
