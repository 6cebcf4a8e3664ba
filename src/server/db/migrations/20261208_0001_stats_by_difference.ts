import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Issue 21, mixed load: a changed listing (a new price, sold, hidden) refreshed its event's figures by adding up
 * every listing of the event, 2,200 of them for the soak's busiest event, and the price update came to a quarter
 * of PostgreSQL's time under the soak. An update now moves the sums by what its changed rows take away and add,
 * and reads the lowest price from the (concert_id, ticket_status, price) index. Inserts and deletes still refresh
 * in full (concert_stats_refresh).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await changedFunction(db, BY_DIFFERENCE);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await changedFunction(db, IN_FULL);
}

/** The listings an update changed in a way that moves a figure (as migration 20261202_0003): a view bumping ticket_hits takes no lock. */
const MOVES = sql`old_rows o join new_rows n on n.id = o.id
  where (o.concert_id, o.price, o.quantity, o.ticket_status, o.hidden_at) is distinct from (n.concert_id, n.price, n.quantity, n.ticket_status, n.hidden_at)`;

/** Migration 20261202_0003's update branch: every touched event recounted. */
const IN_FULL = sql`perform concert_stats_refresh(array(select distinct unnest(array[o.concert_id, n.concert_id]) from ${MOVES}));`;

/**
 * Each moved listing is taken out of its event's sums as it was and put into its (maybe other) event's as it is,
 * counting only listings that are not hidden, as concert_stats_refresh counts them. The events' rows are locked in
 * id order first, as the refresh locks them, so that two writers never wait on each other crosswise; the update
 * after the lock sees every write committed before it.
 */
const BY_DIFFERENCE = sql`
        perform 1 from concert_stats
        where concert_id in (select o.concert_id from ${MOVES} union select n.concert_id from ${MOVES})
        order by concert_id for update;
        with parts as (
          select o.concert_id, -1 as sign, o.quantity, o.price, o.ticket_status from ${MOVES} and o.hidden_at is null
          union all
          select n.concert_id, 1, n.quantity, n.price, n.ticket_status from ${MOVES} and n.hidden_at is null
        ), touched as (
          select o.concert_id from ${MOVES} union select n.concert_id from ${MOVES}
        ), delta as (
          select t.concert_id,
            coalesce(sum(p.sign * p.quantity) filter (where p.ticket_status = 'LISTED'), 0)::int as listed,
            coalesce(sum(p.sign * p.quantity), 0)::int as tickets,
            coalesce(sum(p.sign * p.price * p.quantity) filter (where p.ticket_status = 'SOLD'), 0) as volume,
            coalesce(sum(p.sign), 0)::int as shown
          from touched t left join parts p on p.concert_id = t.concert_id
          group by t.concert_id
        ), changed as (
          update concert_stats s
          set tickets_listed = s.tickets_listed + d.listed, tickets_total = s.tickets_total + d.tickets,
            volume_sold = s.volume_sold + d.volume, listings_shown = s.listings_shown + d.shown,
            lowest_price = (
              select min(l.price) from ticket_listings l
              where l.concert_id = s.concert_id and l.ticket_status = 'LISTED' and l.hidden_at is null)
          from delta d
          where s.concert_id = d.concert_id
          returning d.tickets, d.volume
        )
        update catalogue_totals t set tickets = t.tickets + d.tickets, volume_sold = t.volume_sold + d.volume
        from (select coalesce(sum(tickets), 0) as tickets, coalesce(sum(volume), 0) as volume from changed) d
        where d.tickets <> 0 or d.volume <> 0;`;

async function changedFunction(db: Kysely<unknown>, onUpdate: RawBuilder<unknown>): Promise<void> {
  await sql`
    create or replace function concert_stats_listings_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform concert_stats_refresh(array(select distinct concert_id from new_rows));
      elsif tg_op = 'DELETE' then
        perform concert_stats_refresh(array(select distinct concert_id from old_rows));
      else
        ${onUpdate}
      end if;
      return null;
    end $$`.execute(db);
}
