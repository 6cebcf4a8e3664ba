import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Issue 20, suspension: an account can be suspended with a reason; its LISTED listings are then hidden
 * (hidden_at, with the cause, so restoring shows again exactly what the suspension hid and nothing an operator
 * hid for another reason). A hidden listing is off the marketplace: the event figures and the platform
 * statistics leave it out, so concert_stats_refresh and its trigger learn of hidden_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column suspended_at timestamptz, add column suspension_reason text`.execute(db);
  await sql`alter table users add constraint users_suspension check ((suspended_at is null) = (suspension_reason is null))`.execute(db);
  await sql`alter table users add constraint users_suspension_reason check (char_length(suspension_reason) between 1 and 500)`.execute(db);

  await sql`alter table ticket_listings add column hidden_at timestamptz, add column hidden_cause text`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_hidden check ((hidden_at is null) = (hidden_cause is null))`.execute(db);
  await sql`alter table ticket_listings add constraint ticket_listings_hidden_cause check (hidden_cause in ('SELLER_SUSPENDED'))`.execute(db);

  await refreshFunction(db, sql`l.hidden_at is null`);
  await changedFunction(db, sql`(o.concert_id, o.price, o.quantity, o.ticket_status, o.hidden_at) is distinct from (n.concert_id, n.price, n.quantity, n.ticket_status, n.hidden_at)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await refreshFunction(db, sql`true`);
  await changedFunction(db, sql`(o.concert_id, o.price, o.quantity, o.ticket_status) is distinct from (n.concert_id, n.price, n.quantity, n.ticket_status)`);
  await sql`alter table ticket_listings drop column hidden_cause, drop column hidden_at`.execute(db);
  await sql`alter table users drop column suspension_reason, drop column suspended_at`.execute(db);
  await sql`select concert_stats_refresh(array(select id from concerts))`.execute(db);
}

/** concert_stats_refresh of migration 20261123_0001, counting only the listings that `counted` admits. */
async function refreshFunction(db: Kysely<unknown>, counted: RawBuilder<unknown>): Promise<void> {
  await sql`
    create or replace function concert_stats_refresh(ids integer[]) returns void language plpgsql as $$
    begin
      perform 1 from concert_stats where concert_id in (select unnest(ids)) order by concert_id for update;
      with fresh as (
        select i.id,
          min(l.price) filter (where l.ticket_status = 'LISTED') as lowest_price,
          coalesce(sum(l.quantity) filter (where l.ticket_status = 'LISTED'), 0)::int as tickets_listed,
          coalesce(sum(l.quantity), 0)::int as tickets_total,
          coalesce(sum(l.price * l.quantity) filter (where l.ticket_status = 'SOLD'), 0) as volume_sold
        from unnest(ids) as i (id)
        left join ticket_listings l on l.concert_id = i.id and ${counted}
        group by i.id
      ), changed as (
        update concert_stats s
        set lowest_price = f.lowest_price, tickets_listed = f.tickets_listed,
          tickets_total = f.tickets_total, volume_sold = f.volume_sold
        from fresh f join concert_stats was on was.concert_id = f.id
        where s.concert_id = f.id
        returning f.tickets_total - was.tickets_total as tickets, f.volume_sold - was.volume_sold as volume
      )
      update catalogue_totals t set tickets = t.tickets + d.tickets, volume_sold = t.volume_sold + d.volume
      from (select coalesce(sum(tickets), 0) as tickets, coalesce(sum(volume), 0) as volume from changed) d
      where d.tickets <> 0 or d.volume <> 0;
    end $$`.execute(db);
}

/** The update branch of the listings trigger refreshes the events whose figures `moved` says may have changed. */
async function changedFunction(db: Kysely<unknown>, moved: RawBuilder<unknown>): Promise<void> {
  await sql`
    create or replace function concert_stats_listings_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform concert_stats_refresh(array(select distinct concert_id from new_rows));
      elsif tg_op = 'DELETE' then
        perform concert_stats_refresh(array(select distinct concert_id from old_rows));
      else
        -- Only changes that move a figure: a listing view bumping ticket_hits takes no lock.
        perform concert_stats_refresh(array(
          select distinct unnest(array[o.concert_id, n.concert_id])
          from old_rows o join new_rows n on n.id = o.id
          where ${moved}));
      end if;
      return null;
    end $$`.execute(db);
}
