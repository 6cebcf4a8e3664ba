import type { PagedResponse, TicketStatus } from '../entities';

/** Why a listing is off the marketplace: its seller's suspension, an operator on the Listings page, or its event's cancellation. */
export type ListingHiddenCause = 'SELLER_SUSPENDED' | 'OPERATOR' | 'EVENT_CANCELLED';

/** A listing as the console's Listings page and Reports queue show it. */
export interface AdminListing {
  id: number;
  event: { id: number; name: string; date: string };
  /** Null only for a SOLD listing whose seller deleted their account. */
  seller: { id: number; email: string; name: string | null; suspended: boolean } | null;
  price: number;
  quantity: number;
  seat: string;
  status: TicketStatus;
  /** ISO 8601 */
  createdAt: string;
  /** Null while buyers can see it; `reason` is the operator's (null for a suspension). */
  hidden: { at: string; cause: ListingHiddenCause; reason: string | null } | null;
  /** Reports against it not yet resolved. */
  openReports: number;
}

export type AdminListingPage = PagedResponse<AdminListing>;

/** The search box: an event's name, a seller's e-mail or name, or a booking id (or its hash). */
export const MAX_LISTING_QUERY = 200;

/** A deleted listing whose booking an operator let list again (its tombstone removed). */
export interface RelistingAllowed {
  listingId: number;
  eventId: number;
  /** ISO 8601: when the listing was deleted. */
  deletedAt: string;
}

export const ADMIN_LISTING_ERRORS = {
  notFound: 'No listing with that id',
  noDeletedListing: 'No deleted listing with that id',
  alreadyHidden: 'This listing is already hidden',
  notHiddenByOperator: 'This listing was not hidden from the Listings page',
  sold: 'A sold listing is history: it cannot be hidden',
} as const;
