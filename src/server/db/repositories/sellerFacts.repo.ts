import { sql } from 'kysely';
import type { Db } from '../database';
import { VERIFIED_MATCH, VERIFIED_MATCHES } from './listings.repo';

export interface SellerFactsRow {
  /** The first moment, in Indian time, of the month the account was made. */
  member_since: Date;
  tickets_sold: number;
  meetup_checks_passed: number;
}

/**
 * A seller's record here in one statement: when they joined, the tickets they marked 'Sold on FanTickets', and the
 * buyers whose meet-up check matched one of their listings (each buyer once a listing, verified phones only, as a
 * listing counts them). Undefined when there is no such account.
 */
export function findSellerFacts(db: Db, sellerId: number): Promise<SellerFactsRow | undefined> {
  return db
    .selectFrom('users as u')
    .where('u.id', '=', sellerId)
    .select([
      // The month only, in India: a buyer needs no more, and the exact moment would say more than they need.
      sql<Date>`date_trunc('month', u.created_at, 'Asia/Kolkata')`.as('member_since'),
      sql<number>`(select coalesce(sum(s.quantity), 0)::int from ticket_listings s
        where s.seller_id = u.id and s.ticket_status = 'SOLD' and s.sold_source = 'PLATFORM')`.as('tickets_sold'),
      sql<number>`(select count(distinct (m.listing_id, m.checker_id))::int from ${VERIFIED_MATCHES}
        join ticket_listings c on c.id = m.listing_id where c.seller_id = u.id and ${VERIFIED_MATCH})`.as('meetup_checks_passed'),
    ])
    .executeTakeFirst();
}
