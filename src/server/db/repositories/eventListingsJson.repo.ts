import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import { matching, type ListingFilters, type ListingPage } from './listings.repo';

/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds, 'Z'), whatever the session's time zone. */
const isoTime = (column: RawBuilder<unknown>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface EventListingsJson {
  /** The page's listings as a JSON array, written by PostgreSQL: '[]' when the page is empty. */
  content: string;
  /** How many listings match in all; null for an unfiltered page of an event that does not exist. */
  total: number | null;
}

/**
 * A page of an event's listings (the ones buyers see), each written as JSON by PostgreSQL in the shape of
 * services/listings.service.ts's toTicketListing, which eventListingsJson.test.ts holds it to. An uncached page
 * spent most of the API's time turning rows into objects and objects into text (docs/decisions/uncached-reads.md);
 * this way it receives one text and sends it on. The unfiltered count is the event's figure in concert_stats, not
 * a count of its listings on every read; a filtered page counts what matches.
 * `withPhones`: the sellers' phone numbers, for a signed-in reader only.
 */
export async function eventListingsJson(db: Db, concertId: number, filters: ListingFilters, page: ListingPage, withPhones: boolean): Promise<EventListingsJson> {
  const unfiltered = filters.minPrice === undefined && filters.maxPrice === undefined && filters.minQuantity === undefined;
  const total = unfiltered
    ? sql`(select s.listings_shown from concert_stats s where s.concert_id = ${concertId})`
    : sql`(select count(*)::int from ticket_listings as l where ${matching({ concertId }, filters)})`;
  const dir = sql.raw(page.sortDir);
  const { rows } = await sql<{ content: string; total: number | null }>`
    select coalesce(json_agg(x order by x."ticketStatus" asc, ${sql.ref(`x.${page.sortBy}`)} ${dir}, x."ticketListingId" ${dir}), '[]')::text as content, ${total} as total
    from (
      select p.id as "ticketListingId", e.concert,
        (select json_build_object('id', u.id, 'name', u.name, 'phoneNumber', case when ${withPhones} then u.phone_number end)
          from users u where u.id = p.seller_id) as seller,
        p.quantity, p.price::float8 as price, p.verified_seat as "verifiedSeat", p.booking_seat as "bookingSeat",
        p.verified_additional_details as "verifiedAdditionalDetails", p.verified_ticket_quantity as "verifiedTicketQuantity",
        p.verified_amount_paid::float8 as "verifiedAmountPaid", p.wants_exchange as "wantsExchange", p.negotiable,
        p.seller_city as "sellerCity", p.ticket_status as "ticketStatus", p.ticket_hits as "ticketHits",
        (select count(distinct m.checker_id)::int from meetup_checks m join users b on b.id = m.checker_id
          where m.listing_id = p.id and m.matched and b.phone_verification_status = 'VERIFIED') as "meetupChecks"
      from (
        -- A sold listing whose seller deleted their account has none: it is counted, never shown.
        select l.* from ticket_listings l where ${matching({ concertId }, filters)} and l.seller_id is not null
        order by l.ticket_status asc, ${sql.ref(`l.${page.sortBy}`)} ${dir}, l.id ${dir}
        limit ${page.limit} offset ${page.offset}
      ) p
      cross join (
        select json_build_object('concertId', c.id, 'concertName', c.name, 'concertDate', ${isoTime(sql`c.date`)},
          'concertVenue', c.venue, 'concertCity', c.city, 'concertArtist', c.artist, 'categoryId', c.category_id,
          'thumbnail', c.thumbnail, 'expectedDkimDomain', c.expected_dkim_domain) as concert
        from concerts c where c.id = ${concertId}
      ) e
    ) x`.execute(db);
  return rows[0];
}
