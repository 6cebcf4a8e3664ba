import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TicketStatus } from '../../../shared/entities';
import type { CreatedAt } from './accounts';

/** numeric(12,2): drivers return text so no precision is lost; write numbers or text. */
export type Money = ColumnType<string, number | string, number | string>;

export interface TicketListingTable {
  id: Generated<number>;
  concert_id: number;
  /**
   * Read as a number: only a SOLD listing can lose its seller (their account was deleted, migration
   * 20261130_0001), and the database refuses a LISTED one without. Every read of it is of a LISTED listing,
   * joins users, or compares it with the caller's id.
   */
  seller_id: ColumnType<number, number, number | null>;
  quantity: number;
  price: Money;
  /** The seat text as the seller shows it; they may edit it. */
  verified_seat: string;
  /** The seat text read from the booking, which no edit changes (null for listings made without one). */
  booking_seat: ColumnType<string | null, string | null | undefined, never>;
  verified_additional_details: string | null;
  verified_ticket_quantity: number | null;
  verified_amount_paid: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  wants_exchange: Generated<boolean>;
  negotiable: Generated<boolean>;
  seller_city: string | null;
  ticket_status: Generated<TicketStatus>;
  ticket_hits: Generated<number>;
  /**
   * bookingIdHash of the provider's booking id: unique among listings so one booking cannot be sold twice, and what
   * a buyer's meet-up check is compared with. The id itself is not kept.
   */
  booking_id_hash: string | null;
  /** Where a SOLD listing was sold: 'PLATFORM' or one of the sold-elsewhere sources. */
  sold_source: string | null;
  /** When it was marked SOLD: set with the status by a trigger when the writer gives none, null while LISTED. */
  sold_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The DKIM signature that proved the booking (null for listings made before verification existed). */
  dkim_domain: string | null;
  dkim_selector: string | null;
  /** sha256 (hex) of the signing public key. */
  dkim_key_fingerprint: string | null;
  dkim_signed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The key that verified the signature (dkim_keys), null for listings made before keys were recorded. */
  dkim_key_id: number | null;
  /** The provider version whose rules read the booking (null for listings made without verification). */
  provider_id: ColumnType<number | null, number | null | undefined, never>;
  provider_version: ColumnType<number | null, number | null | undefined, never>;
  /**
   * Set while the listing is off the marketplace though LISTED: no buyer sees it and the figures leave it out.
   * The cause says who may show it again: SELLER_SUSPENDED is undone by restoring the seller.
   */
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_cause: ColumnType<ListingHiddenCause | null, ListingHiddenCause | null | undefined, ListingHiddenCause | null>;
  /** Why an operator hid it (hidden_cause OPERATOR only), shown to the seller in My Listings. */
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
/**
 * SELLER_SUSPENDED is undone by restoring the seller; OPERATOR by restoring the listing on the Listings page;
 * EVENT_CANCELLED by nothing: the event is over.
 */
export type ListingHiddenCause = 'SELLER_SUSPENDED' | 'EVENT_CANCELLED' | 'OPERATOR';
export type TicketListingRow = Selectable<TicketListingTable>;
export type NewTicketListing = Insertable<TicketListingTable>;
export type TicketListingUpdate = Updateable<TicketListingTable>;

/** One person who contacted a listing's seller: ticket_hits counts these rows. */
export interface ListingContactTable {
  listing_id: number;
  user_id: number;
  created_at: CreatedAt;
}

/** One meet-up check: a buyer typed the booking id off the seller's ticket; matched or not. */
export interface MeetupCheckTable {
  id: Generated<number>;
  listing_id: number;
  checker_id: number;
  matched: boolean;
  checked_at: CreatedAt;
}

/**
 * What a deleted listing leaves (migration 20261210_0001, by trigger): its booking's hash, so the booking is not
 * listed again unless an operator allows it. Nothing refers to the listing, whose row is gone.
 */
export interface DeletedBookingTable {
  booking_id_hash: string;
  listing_id: number;
  concert_id: number;
  deleted_at: CreatedAt;
}
