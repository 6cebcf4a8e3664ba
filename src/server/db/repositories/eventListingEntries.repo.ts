import { sql } from 'kysely';
import type { TicketStatus } from '../../../shared/entities';
import type { Db } from '../database';
import { concertText, eventListingText } from './eventListingsJson.repo';
import { compiledOnce } from './jsonParts';
import { verifiedMeetupChecksOf } from './listings.repo';

/** A listing buyers may see (not hidden) as the listings model holds it (services/eventModel/eventListings.ts). */
export interface ListingEntryRow {
  id: number;
  status: TicketStatus;
  /** For ordering and the price filters; the texts write it as money. */
  price: number;
  quantity: number;
  /** As an event's listings page writes it; null for a listing counted but never shown (its seller deleted their account). */
  text: string | null;
}

/** The event's listings that are not hidden; undefined when there is no such event, or it has more than `atMost`. */
export async function loadListingEntries(db: Db, concertId: number, atMost: number): Promise<ListingEntryRow[] | undefined> {
  const stats = await db.selectFrom('concert_stats').select('listings_shown').where('concert_id', '=', concertId).executeTakeFirst();
  if (stats === undefined || stats.listings_shown > atMost) return undefined;
  const listings = await sql<ListingEntryRow>`with p as materialized (select l.* from ticket_listings l where l.concert_id = ${concertId} and l.hidden_at is null)
      select p.id, p.ticket_status as status, p.price::float8 as price, p.quantity,
        case when p.seller_id is not null then ${compiledOnce(db, eventListingText)} end as text
      from p
      left join ${verifiedMeetupChecksOf(sql`select id from p`)} mc on mc.listing_id = p.id
      cross join (select ${compiledOnce(db, concertText)} as concert from concerts c where c.id = ${concertId}) e`.execute(db);
  return listings.rows;
}
