import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, the console's Dashboard: what it counts per India day, each over an index.
 * - `ticket_listings.sold_at`: when a listing was marked SOLD. A trigger keeps it with the status (set on the way
 *   to SOLD when the writer gave none, cleared otherwise), so every writer (the status patch, the seed, tests)
 *   agrees with the check. Listings sold before this migration take their last change (updated_at), the nearest
 *   time known: a sold listing cannot be edited.
 * - `verification_results`: one row per finished verification, passed or refused with its reason. The wizard's
 *   `verification_stages` row is per seller and event and forgotten minutes after it ends, so it cannot be counted.
 *   A result names no one: the Dashboard counts, it does not watch sellers.
 * - indexes on when listings and reports were made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ticket_listings add column sold_at timestamptz`.execute(db);
  await sql`update ticket_listings set sold_at = updated_at where ticket_status = 'SOLD'`.execute(db);
  await sql`
    create function ticket_listings_sold_at() returns trigger language plpgsql as $$
    begin
      if new.ticket_status = 'SOLD' then
        new.sold_at := coalesce(new.sold_at, now());
      else
        new.sold_at := null;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger ticket_listings_sold_at before insert or update of ticket_status, sold_at on ticket_listings
    for each row execute function ticket_listings_sold_at()`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_sold_at check ((ticket_status = 'SOLD') = (sold_at is not null))`.execute(db);
  await sql`create index ticket_listings_sold on ticket_listings (sold_at) where sold_at is not null`.execute(db);
  await sql`create index ticket_listings_created on ticket_listings (created_at)`.execute(db);
  await sql`create index listing_reports_created on listing_reports (created_at)`.execute(db);
  await sql`
    create table verification_results (
      id serial primary key,
      finished_at timestamptz not null default now(),
      passed boolean not null,
      refusal_reason text check (refusal_reason in (
        'NOT_RECEIVED', 'NOT_ATTACHED', 'UNREADABLE_MAIL', 'SIGNATURE', 'NOT_THEIR_BOOKING', 'NOT_A_BOOKING',
        'WRONG_EVENT', 'ALREADY_LISTED', 'OTHER')),
      constraint verification_results_reason check (passed = (refusal_reason is null))
    )`.execute(db);
  await sql`create index verification_results_finished on verification_results (finished_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table verification_results`.execute(db);
  await sql`drop index listing_reports_created`.execute(db);
  await sql`drop index ticket_listings_created`.execute(db);
  await sql`drop index ticket_listings_sold`.execute(db);
  await sql`alter table ticket_listings drop constraint ticket_listings_sold_at`.execute(db);
  await sql`drop trigger ticket_listings_sold_at on ticket_listings`.execute(db);
  await sql`drop function ticket_listings_sold_at()`.execute(db);
  await sql`alter table ticket_listings drop column sold_at`.execute(db);
}
