import { EVENT_CANCELLED_REASON, type PagedResponse, type SellerFacts, type TicketListing, type User } from '../../shared/entities';
import type { ResolvedPage } from '../../shared/paging';
import type { Db } from '../db/database';
import { findConcertById } from '../db/repositories/concerts.repo';
import {
  countSellerListings,
  findListingDetail,
  listEventListings,
  listSellerListingsCounted,
  type ListingDetailRow,
  type ListingFilters,
  type ListingSort,
} from '../db/repositories/listings.repo';
import { findSellerFacts } from '../db/repositories/sellerFacts.repo';
import { AppError } from '../http/AppError';
import { pagedResponse, pageOffset } from './pagedResponse';

export const LISTING_NOT_FOUND = 'Ticket listing not found';

/** For its seller: why operators have the listing off the marketplace (a suspension is told at sign-in instead). */
function whyHidden(row: { hidden_at: Date | null; hidden_cause: string | null; hidden_reason: string | null }): Pick<TicketListing, 'hiddenByOperator'> {
  if (row.hidden_at === null) return {};
  if (row.hidden_cause === 'OPERATOR' && row.hidden_reason !== null) return { hiddenByOperator: { at: row.hidden_at.toISOString(), reason: row.hidden_reason } };
  if (row.hidden_cause === 'EVENT_CANCELLED') return { hiddenByOperator: { at: row.hidden_at.toISOString(), reason: EVENT_CANCELLED_REASON } };
  return {};
}

function money(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/**
 * The SPEC §3 listing. The seller is id, name and phone only; the phone is left out for anonymous
 * callers so that seller numbers cannot be harvested without an account.
 */
export function toTicketListing(row: ListingDetailRow, viewer: User | null): TicketListing {
  return {
    ticketListingId: row.id,
    concert: {
      concertId: row.concert_id,
      concertName: row.concert_name,
      concertDate: row.concert_date.toISOString(),
      concertVenue: row.concert_venue,
      concertCity: row.concert_city,
      concertArtist: row.concert_artist,
      categoryId: row.concert_category_id,
      thumbnail: row.concert_thumbnail,
      expectedDkimDomain: row.concert_expected_dkim_domain,
    },
    seller: { id: row.seller_id, name: row.seller_name, phoneNumber: viewer === null ? null : row.seller_phone_number },
    quantity: row.quantity,
    price: Number(row.price),
    verifiedSeat: row.verified_seat,
    bookingSeat: row.booking_seat,
    verifiedAdditionalDetails: row.verified_additional_details,
    verifiedTicketQuantity: row.verified_ticket_quantity,
    verifiedAmountPaid: money(row.verified_amount_paid),
    wantsExchange: row.wants_exchange,
    negotiable: row.negotiable,
    sellerCity: row.seller_city,
    ticketStatus: row.ticket_status,
    ticketHits: row.ticket_hits,
    meetupChecks: row.meetup_checks,
    ...(viewer?.id === row.seller_id ? whyHidden(row) : {}),
  };
}

/** A listing as `viewer` may see it: a hidden one exists only for its seller. */
async function visibleListing(db: Db, id: number, viewer: User | null): Promise<ListingDetailRow> {
  const row = await findListingDetail(db, id);
  if (row === undefined || (row.hidden_at !== null && row.seller_id !== viewer?.id)) throw new AppError(404, LISTING_NOT_FOUND);
  return row;
}

/** One listing. */
export async function listingById(db: Db, id: number, viewer: User | null): Promise<TicketListing> {
  return toTicketListing(await visibleListing(db, id, viewer), viewer);
}

/**
 * What a buyer reads of a listing's seller (issue 42), for the listings the caller may see (a listing whose seller's
 * account is gone is not found, as the listing itself is not).
 */
export async function listingSellerFacts(db: Db, id: number, viewer: User | null): Promise<SellerFacts> {
  const listing = await visibleListing(db, id, viewer);
  const facts = await findSellerFacts(db, listing.seller_id);
  if (facts === undefined) throw new AppError(404, LISTING_NOT_FOUND);
  return { memberSince: facts.member_since.toISOString(), ticketsSold: facts.tickets_sold, meetupChecksPassed: facts.meetup_checks_passed };
}

/**
 * An event's listings page: every LISTED listing, then the SOLD ones (the page shows them as 'SOLD OUT!!'), each
 * group in the order asked. The same for every reader, so no seller's phone number: the contact action hands it out.
 */
export async function concertListings(db: Db, concertId: number, filters: ListingFilters, page: ResolvedPage<ListingSort>): Promise<PagedResponse<TicketListing>> {
  const found = await listEventListings(db, concertId, filters, { sortBy: page.sortBy, sortDir: page.sortDir, limit: page.pageSize, offset: pageOffset(page) });
  const total = found.total ?? 0;
  if (total === 0 && (await findConcertById(db, concertId)) === undefined) throw new AppError(404, 'Event not found');
  return pagedResponse(
    found.rows.map((row) => toTicketListing(row, null)),
    total,
    page,
  );
}

/** The seller's own listings (My Listings), LISTED ones first. */
export async function sellerListings(db: Db, seller: User, page: ResolvedPage<ListingSort>): Promise<PagedResponse<TicketListing>> {
  const offset = pageOffset(page);
  const counted = await listSellerListingsCounted(db, seller.id, { sortBy: page.sortBy, sortDir: page.sortDir, limit: page.pageSize, offset });
  // An empty page says nothing of the count: none at all, or the page is past the last one.
  const total = counted.total ?? (offset === 0 ? 0 : await countSellerListings(db, seller.id));
  return pagedResponse(
    counted.rows.map((row) => toTicketListing(row, seller)),
    total,
    page,
  );
}

export { LISTING_SORTS } from '../db/repositories/listings.repo';
