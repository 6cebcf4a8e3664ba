import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, the console's Events page: an event can be cancelled (with the reason); its LISTED listings are then
 * closed by hiding them with the cause EVENT_CANCELLED, so the figures drop by the triggers that already leave
 * hidden listings out, and no restore of a suspended seller shows them again. An uploaded thumbnail is kept as
 * the two WebP drawings the picture pipeline makes (never the uploaded file), with a version that names its URL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table concerts add column cancelled_at timestamptz, add column cancellation_reason text`.execute(db);
  await sql`alter table concerts add constraint concerts_cancellation check ((cancelled_at is null) = (cancellation_reason is null))`.execute(db);
  await sql`alter table concerts add constraint concerts_cancellation_reason check (char_length(cancellation_reason) between 1 and 500)`.execute(db);

  await sql`alter table ticket_listings drop constraint ticket_listings_hidden_cause`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_hidden_cause check (hidden_cause in ('SELLER_SUSPENDED', 'EVENT_CANCELLED'))`.execute(db);

  await sql`
    create table event_pictures (
      concert_id integer primary key references concerts (id) on delete cascade,
      version integer not null check (version > 0),
      large bytea not null,
      small bytea not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table event_pictures`.execute(db);
  await sql`update ticket_listings set hidden_at = null, hidden_cause = null where hidden_cause = 'EVENT_CANCELLED'`.execute(db);
  await sql`alter table ticket_listings drop constraint ticket_listings_hidden_cause`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_hidden_cause check (hidden_cause in ('SELLER_SUSPENDED'))`.execute(db);
  await sql`alter table concerts drop column cancellation_reason, drop column cancelled_at`.execute(db);
}
