import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, reports: a buyer reports a listing; operators resolve each one from the console's queue. A report
 * lives as long as its listing (a seller deleting a listing deletes what was said about it with it); the reporter
 * may go. One open report per reporter and listing, so a repeated click is not a second report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table listing_reports (
      id serial primary key,
      listing_id integer not null references ticket_listings (id) on delete cascade,
      reporter_id integer references users (id) on delete set null,
      reason text not null check (reason in ('FAKE', 'ALREADY_SOLD', 'TERMS_NOT_HONOURED', 'ABUSIVE_SELLER', 'OTHER')),
      details text not null default '' check (char_length(details) <= 1000),
      created_at timestamptz not null default now(),
      resolved_at timestamptz,
      resolution text check (resolution in ('DISMISSED', 'LISTING_HIDDEN', 'SELLER_SUSPENDED')),
      resolution_note text check (char_length(resolution_note) <= 500),
      constraint listing_reports_resolved check ((resolved_at is null) = (resolution is null))
    )`.execute(db);
  await sql`create index listing_reports_open on listing_reports (created_at desc) where resolved_at is null`.execute(db);
  await sql`create index listing_reports_listing on listing_reports (listing_id)`.execute(db);
  await sql`create index listing_reports_reporter on listing_reports (reporter_id)`.execute(db);
  await sql`create unique index listing_reports_once on listing_reports (listing_id, reporter_id) where resolved_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table listing_reports`.execute(db);
}
