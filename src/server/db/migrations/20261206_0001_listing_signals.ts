import { sql, type Kysely } from 'kysely';

/**
 * Issue 21: a change to a listing row announces its event on `fantickets_catalogue` (payload `event:<id>`, as
 * services/cacheScope.ts encodes it), so every process drops that event's cached reads. A trigger, so the
 * notification goes out with the write's own commit: the listing routes no longer send it in a second round trip
 * after their write (under the soak that round trip waited for a pooled connection again and doubled a write's
 * time), a write that rolls back announces nothing, and a change made by a job or by hand is heard as well.
 * PostgreSQL folds repeats of one notification in a transaction, so a bulk change sends one per event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function announce_listing_change() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        perform pg_notify('fantickets_catalogue', 'event:' || old.concert_id);
      end if;
      if tg_op <> 'DELETE' then
        perform pg_notify('fantickets_catalogue', 'event:' || new.concert_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ticket_listings_announce_write after insert or delete on ticket_listings
    for each row execute function announce_listing_change()`.execute(db);
  // An update that changes nothing (a repeat view by the same fan) tells nobody.
  await sql`
    create trigger ticket_listings_announce_update after update on ticket_listings
    for each row when (old.* is distinct from new.*) execute function announce_listing_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ticket_listings_announce_update on ticket_listings`.execute(db);
  await sql`drop trigger ticket_listings_announce_write on ticket_listings`.execute(db);
  await sql`drop function announce_listing_change()`.execute(db);
}
