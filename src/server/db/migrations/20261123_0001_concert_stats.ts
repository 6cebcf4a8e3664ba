import { sql, type Kysely } from 'kysely';

/**
 * concert_stats holds each event's lowestTicketPrice, numberOfTicketsListed and interest, derived from
 * ticket_listings, concert_views and concert_subscriptions by triggers in the same transaction as the write
 * that changes them (nobody writes it by hand). Computing them per request made sorting by price and the
 * popular list read every listing: about 600 ms at 1,000,000 listings (docs/decisions/events-catalogue-server.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table concert_stats (
      concert_id integer primary key references concerts (id) on delete cascade,
      lowest_price numeric(12, 2),
      tickets_listed integer not null default 0,
      interest integer not null default 0,
      -- Every ticket in a listing (LISTED or SOLD), and what SOLD ones fetched: the platform statistics.
      tickets_total integer not null default 0,
      volume_sold numeric(16, 2) not null default 0
    )`.execute(db);
  // Popular events; the cheapest first or last, events without listings last either way.
  await sql`create index concert_stats_popular on concert_stats (interest desc, tickets_listed desc, concert_id)`.execute(db);
  await sql`create index concert_stats_price_asc on concert_stats (lowest_price asc nulls last, concert_id)`.execute(db);
  await sql`create index concert_stats_price_desc on concert_stats (lowest_price desc nulls last, concert_id desc)`.execute(db);

  await sql`
    create function concert_stats_add() returns trigger language plpgsql as $$
    begin
      insert into concert_stats (concert_id) select id from new_rows;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger concerts_stats_add after insert on concerts
    referencing new table as new_rows for each statement execute function concert_stats_add()`.execute(db);

  // The platform statistics: one row, moved by the difference each refresh makes to the events it touches.
  await sql`
    create table catalogue_totals (
      id boolean primary key default true check (id),
      tickets bigint not null default 0,
      volume_sold numeric(18, 2) not null default 0
    )`.execute(db);
  await sql`insert into catalogue_totals default values`.execute(db);

  // Lock the rows first, then recompute in a second statement: under READ COMMITTED that statement's
  // snapshot includes every listing committed by a writer that held the lock before us. Joining the
  // table again as "was" reads the figures from before the update, for the change to the totals.
  await sql`
    create function concert_stats_refresh(ids integer[]) returns void language plpgsql as $$
    begin
      perform 1 from concert_stats where concert_id in (select unnest(ids)) order by concert_id for update;
      with fresh as (
        select i.id,
          min(l.price) filter (where l.ticket_status = 'LISTED') as lowest_price,
          coalesce(sum(l.quantity) filter (where l.ticket_status = 'LISTED'), 0)::int as tickets_listed,
          coalesce(sum(l.quantity), 0)::int as tickets_total,
          coalesce(sum(l.price * l.quantity) filter (where l.ticket_status = 'SOLD'), 0) as volume_sold
        from unnest(ids) as i (id)
        left join ticket_listings l on l.concert_id = i.id
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
  // An event deleted before its listings' triggers ran takes its share of the totals with it.
  await sql`
    create function catalogue_totals_event_gone() returns trigger language plpgsql as $$
    begin
      update catalogue_totals t set tickets = t.tickets - d.tickets, volume_sold = t.volume_sold - d.volume
      from (select coalesce(sum(tickets_total), 0) as tickets, coalesce(sum(volume_sold), 0) as volume from old_rows) d
      where d.tickets <> 0 or d.volume <> 0;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger concert_stats_totals_delete after delete on concert_stats
    referencing old table as old_rows for each statement execute function catalogue_totals_event_gone()`.execute(db);
  await sql`
    create function concert_stats_listings_changed() returns trigger language plpgsql as $$
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
          where (o.concert_id, o.price, o.quantity, o.ticket_status)
            is distinct from (n.concert_id, n.price, n.quantity, n.ticket_status)));
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as new_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
    ['delete', 'old table as old_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`ticket_listings_stats_${event}`)} after ${sql.raw(event)} on ticket_listings
      referencing ${sql.raw(tables)} for each statement execute function concert_stats_listings_changed()`.execute(db);
  }

  // Interest: one per user who viewed the event plus one per push subscription. Neither kind of row ever
  // moves to another event (a repeat view only moves viewed_at), so inserts and deletes are all that count.
  await sql`
    create function concert_stats_count_interest() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update concert_stats s set interest = s.interest + d.n
        from (select concert_id, count(*)::int as n from new_rows group by concert_id) d where s.concert_id = d.concert_id;
      else
        update concert_stats s set interest = s.interest - d.n
        from (select concert_id, count(*)::int as n from old_rows group by concert_id) d where s.concert_id = d.concert_id;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['concert_views', 'concert_subscriptions']) {
    for (const [event, alias] of [
      ['insert', 'new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      await sql`
        create trigger ${sql.raw(`${table}_interest_${event}`)} after ${sql.raw(event)} on ${sql.raw(table)}
        referencing ${sql.raw(alias)} for each statement execute function concert_stats_count_interest()`.execute(db);
    }
  }

  await sql`insert into concert_stats (concert_id) select id from concerts`.execute(db);
  await sql`select concert_stats_refresh(array(select id from concerts))`.execute(db);
  await sql`
    update concert_stats s set interest =
      (select count(*) from concert_views v where v.concert_id = s.concert_id)
      + (select count(*) from concert_subscriptions p where p.concert_id = s.concert_id)`.execute(db);

  // One manual ticket request per user and event; a repeat finds the first.
  await sql`create unique index manual_ticket_requests_user_concert on manual_ticket_requests (user_id, concert_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index manual_ticket_requests_user_concert`.execute(db);
  for (const table of ['concert_views', 'concert_subscriptions']) {
    for (const event of ['insert', 'delete']) await sql`drop trigger ${sql.raw(`${table}_interest_${event}`)} on ${sql.raw(table)}`.execute(db);
  }
  for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`ticket_listings_stats_${event}`)} on ticket_listings`.execute(db);
  await sql`drop trigger concerts_stats_add on concerts`.execute(db);
  await sql`drop trigger concert_stats_totals_delete on concert_stats`.execute(db);
  await sql`drop function catalogue_totals_event_gone()`.execute(db);
  await sql`drop function concert_stats_count_interest()`.execute(db);
  await sql`drop function concert_stats_listings_changed()`.execute(db);
  await sql`drop function concert_stats_refresh(integer[])`.execute(db);
  await sql`drop function concert_stats_add()`.execute(db);
  await sql`drop table catalogue_totals`.execute(db);
  await sql`drop table concert_stats`.execute(db);
}
