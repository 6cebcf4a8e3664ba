import { sql, type Kysely } from 'kysely';

/**
 * Issue 40, hidden stays hidden: a deleted listing leaves its booking's hash behind, so the same booking cannot be
 * listed afresh after its seller deleted the listing (an operator's hiding, say, undone by deleting and forwarding
 * again). Written by a trigger, so every way a listing row goes (its seller, their account's erasure, an event's
 * removal, SQL by hand) leaves one; nothing refers to the listing row, which is gone. An operator lets the booking
 * list again by deleting its row (audit action listing.allow_relisting). The audit log also takes entries its
 * seller made (source 'seller': the deletion itself).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deleted_bookings')
    .addColumn('booking_id_hash', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'integer', (c) => c.notNull().unique())
    .addColumn('concert_id', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create function deleted_booking_tombstone() returns trigger language plpgsql as $$
    begin
      insert into deleted_bookings (booking_id_hash, listing_id, concert_id) values (old.booking_id_hash, old.id, old.concert_id)
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger deleted_booking_tombstone after delete on ticket_listings
    for each row when (old.booking_id_hash is not null) execute function deleted_booking_tombstone()`.execute(db);
  await sql`alter table audit_log drop constraint audit_log_source_check`.execute(db);
  await sql`alter table audit_log add constraint audit_log_source_check check (source in ('console', 'command line', 'seller'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger deleted_booking_tombstone on ticket_listings`.execute(db);
  await sql`drop function deleted_booking_tombstone()`.execute(db);
  await db.schema.dropTable('deleted_bookings').execute();
  // The log is append-only: the sellers' own entries stay, so the old check comes back unchecked for them.
  await sql`alter table audit_log drop constraint audit_log_source_check`.execute(db);
  await sql`alter table audit_log add constraint audit_log_source_check check (source in ('console', 'command line')) not valid`.execute(db);
}
