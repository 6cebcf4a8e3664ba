import { sql, type Kysely } from 'kysely';

/**
 * Issue 21, cache misses: an event's listings page counted all the event's shown listings on every read (2,004 of
 * them in the bench, half of PostgreSQL's time for the page). concert_stats now keeps that count, `listings_shown`
 * (LISTED and SOLD, never hidden: exactly what the unfiltered page counts), moved by the same refresh as the
 * other figures, in the same transaction as the write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table concert_stats add column listings_shown integer not null default 0`.execute(db);
  await refreshFunction(db, true);
  await sql`select concert_stats_refresh(array(select id from concerts))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await refreshFunction(db, false);
  await sql`alter table concert_stats drop column listings_shown`.execute(db);
}

/** concert_stats_refresh of migration 20261202_0003, with or without the count of shown listings. */
async function refreshFunction(db: Kysely<unknown>, withCount: boolean): Promise<void> {
  const counted = withCount ? sql`, count(l.id)::int as listings_shown` : sql``;
  const set = withCount ? sql`, listings_shown = f.listings_shown` : sql``;
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
          ${counted}
        from unnest(ids) as i (id)
        left join ticket_listings l on l.concert_id = i.id and l.hidden_at is null
        group by i.id
      ), changed as (
        update concert_stats s
        set lowest_price = f.lowest_price, tickets_listed = f.tickets_listed,
          tickets_total = f.tickets_total, volume_sold = f.volume_sold ${set}
        from fresh f join concert_stats was on was.concert_id = f.id
        where s.concert_id = f.id
        returning f.tickets_total - was.tickets_total as tickets, f.volume_sold - was.volume_sold as volume
      )
      update catalogue_totals t set tickets = t.tickets + d.tickets, volume_sold = t.volume_sold + d.volume
      from (select coalesce(sum(tickets), 0) as tickets, coalesce(sum(volume), 0) as volume from changed) d
      where d.tickets <> 0 or d.volume <> 0;
    end $$`.execute(db);
}
