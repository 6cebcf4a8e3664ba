import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Each query returns the rows that break one rule; a healthy database returns none from any. */
const CHECKS: Record<string, ReturnType<typeof sql>> = {
  "an event's stored figures differ from its listings (hidden ones left out)": sql`
    select c.id, s.lowest_price, s.tickets_listed, s.tickets_total, s.volume_sold, s.listings_shown, f.*
    from concerts c
    left join concert_stats s on s.concert_id = c.id
    cross join lateral (
      select min(l.price) filter (where l.ticket_status = 'LISTED') as real_lowest,
        coalesce(sum(l.quantity) filter (where l.ticket_status = 'LISTED'), 0)::int as real_listed,
        coalesce(sum(l.quantity), 0)::int as real_total,
        coalesce(sum(l.price * l.quantity) filter (where l.ticket_status = 'SOLD'), 0) as real_sold,
        count(l.id)::int as real_shown
      from ticket_listings l where l.concert_id = c.id and l.hidden_at is null
    ) f
    where s.concert_id is null
      or s.lowest_price is distinct from f.real_lowest
      or s.tickets_listed <> f.real_listed
      or s.tickets_total <> f.real_total
      or s.volume_sold <> f.real_sold
      or s.listings_shown <> f.real_shown`,
  "an event's interest differs from its views and subscriptions": sql`
    select s.concert_id, s.interest from concert_stats s
    where s.interest <> (select count(*) from concert_views v where v.concert_id = s.concert_id)
      + (select count(*) from concert_subscriptions n where n.concert_id = s.concert_id)`,
  'a suspended seller has a listing buyers can see': sql`
    select l.id from ticket_listings l join users u on u.id = l.seller_id
    where u.suspended_at is not null and l.ticket_status = 'LISTED' and l.hidden_at is null`,
  'the platform totals differ from the events': sql`
    select t.tickets, t.volume_sold from catalogue_totals t
    where t.tickets <> (select coalesce(sum(tickets_total), 0) from concert_stats)
      or t.volume_sold <> (select coalesce(sum(volume_sold), 0) from concert_stats)`,
  'a listing has an impossible status, quantity or price': sql`
    select id, ticket_status, quantity, verified_ticket_quantity, price from ticket_listings
    where ticket_status not in ('LISTED', 'SOLD')
      or quantity < 1 or quantity > coalesce(verified_ticket_quantity, 100)
      or price < 0 or price > 10000000`,
  'a user has an impossible verification status': sql`
    select id, email_verification_status, phone_verification_status from users
    where email_verification_status not in ('PENDING', 'STARTED', 'VERIFIED')
      or phone_verification_status not in ('PENDING', 'STARTED', 'VERIFIED')`,
  'a row points at nothing': sql`
    select 'ticket_listings' as t, id::text from ticket_listings l
      where not exists (select 1 from concerts c where c.id = l.concert_id) or (l.seller_id is not null and not exists (select 1 from users u where u.id = l.seller_id))
      or (l.seller_id is null and l.ticket_status <> 'SOLD')
    union all select 'sessions', s.id from sessions s where not exists (select 1 from users u where u.id = s.user_id)
    union all select 'otp_codes', o.id::text from otp_codes o where not exists (select 1 from users u where u.id = o.user_id)
    union all select 'concert_views', v.concert_id::text from concert_views v
      where not exists (select 1 from concerts c where c.id = v.concert_id) or not exists (select 1 from users u where u.id = v.user_id)
    union all select 'concert_subscriptions', n.id::text from concert_subscriptions n where not exists (select 1 from concerts c where c.id = n.concert_id)
    union all select 'manual_ticket_requests', m.id::text from manual_ticket_requests m where not exists (select 1 from concerts c where c.id = m.concert_id)
    union all select 'feedback', f.id::text from feedback f where f.user_id is not null and not exists (select 1 from users u where u.id = f.user_id)
    union all select 'concert_stats', s.concert_id::text from concert_stats s where not exists (select 1 from concerts c where c.id = s.concert_id)`,
};

/** The rules the data must keep whatever the API was sent: an empty object when all hold. */
export async function brokenInvariants(db: Db): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [rule, query] of Object.entries(CHECKS)) {
    const { rows } = await query.execute(db);
    if (rows.length > 0) broken[rule] = rows;
  }
  return broken;
}
