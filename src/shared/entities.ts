/** SPEC §3 entities as the API returns them. */

import type { Role } from './roles';

export type VerificationStatus = 'VERIFIED' | 'STARTED' | 'PENDING';
export type TicketStatus = 'LISTED' | 'SOLD';

/** Image payloads travel as a URL the browser can load (a served path or a data: URL). */
export type ImageData = string;

export interface User {
  id: number;
  role: Role;
  email: string;
  name: string | null;
  phoneNumber: string | null;
  profilePicture: ImageData | null;
  emailVerificationStatus: VerificationStatus;
  phoneVerificationStatus: VerificationStatus;
  /** False for an account made by Google sign-in that has not set a password: it sets one with an e-mail code. */
  hasPassword: boolean;
}

export interface Category {
  categoryId: number;
  categoryTitle: string;
}

/** A ticketing provider's domain (its first DKIM domain): the providers table holds them (issue 45). */
export type ProviderDomain = string;

export interface Concert {
  concertId: number;
  concertName: string;
  /** ISO 8601 date-time */
  concertDate: string;
  concertVenue: string;
  concertCity: string;
  concertArtist: string;
  categoryId: number;
  thumbnail: ImageData | null;
  lowestTicketPrice: number | null;
  numberOfTicketsListed: number;
  interest: number;
  expectedDkimDomain: ProviderDomain;
  /** ISO 8601: the date first announced, present once the event was postponed (issue 20). */
  postponedFrom?: string;
  /** Present once the operators cancelled the event (issue 20): when, and what the organisers said. */
  cancellation?: { at: string; reason: string };
}

/** What a buyer may know of a listing's seller's record here, to judge whom they meet (issue 42). */
export interface SellerFacts {
  /** The month the seller's account was made: its first moment in Indian time (ISO). */
  memberSince: string;
  /** Tickets in the seller's listings marked sold on this marketplace ('Sold on FanTickets'). */
  ticketsSold: number;
  /** Buyers whose meet-up check matched one of the seller's listings, each buyer once a listing. */
  meetupChecksPassed: number;
}

/** The seller as a listing shows them: nothing beyond SPEC §3 (their record here is GET /ticketListing/{id}/seller). */
export interface ListingSeller {
  id: number;
  name: string | null;
  phoneNumber: string | null;
}

export interface TicketListing {
  ticketListingId: number;
  concert: Pick<Concert, 'concertId' | 'concertName'> & Partial<Concert>;
  seller: ListingSeller;
  quantity: number;
  price: number;
  /** The seat text as the seller shows it (they may edit it). */
  verifiedSeat: string;
  /** The seat text read from the booking, unchanged by edits; null for listings made without one. */
  bookingSeat: string | null;
  verifiedAdditionalDetails: string | null;
  verifiedTicketQuantity: number | null;
  verifiedAmountPaid: number | null;
  wantsExchange: boolean;
  negotiable: boolean;
  sellerCity: string | null;
  ticketStatus: TicketStatus;
  ticketHits: number;
  /** Buyers whose meet-up check of the booking id matched, each counted once. */
  meetupChecks: number;
  /**
   * Only to its seller, while an operator has it off the marketplace (issue 20): why, in the operator's words, or
   * EVENT_CANCELLED_REASON when its event was cancelled. Buyers never get a hidden listing, so they never see this.
   */
  hiddenByOperator?: { at: string; reason: string };
}

export interface Statistics {
  totalTickets: number;
  totalVolumeSold: number;
}

export interface RecentlyViewedItem {
  concert: Concert;
}

export interface PagedResponse<T> {
  content: T[];
  lastPage: boolean;
  totalElements: number;
}

/** What a seller is told of a listing closed because its event was cancelled (issue 20). */
export const EVENT_CANCELLED_REASON = 'The event was cancelled, so this listing is closed.';
