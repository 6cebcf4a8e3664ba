import { enqueueListingAlerts } from './alerts/alertJobs';
import type { TicketListing } from '../../shared/entities';
import { bookingIdHash } from '../db/bookingIdHash';
import type { Db } from '../db/database';
import { findConcertForShare } from '../db/repositories/concerts.repo';
import { findListingByBookingIdHash, findListingDetail, insertListing } from '../db/repositories/listings.repo';
import { isDeletedBooking } from '../db/repositories/deletedBookings.repo';
import { findUserForShare } from '../db/repositories/users.repo';
import { ACCOUNT_SUSPENDED } from '../../shared/suspension';
import { AppError } from '../http/AppError';
import type { DkimProof } from '../mail/dkim';
import { toTicketListing } from './listings.service';
import { toUser } from './accounts.service';

export const BOOKING_ALREADY_LISTED = 'This booking is already listed. One booking, one listing.';
export const BOOKING_DELETED = 'This booking was listed before and its listing was deleted, so it cannot be listed again. Write to us if you need it listed.';

/** What the mail verification proved about one booking, for one seller and event. */
export interface VerifiedListingInput {
  concertId: number;
  sellerId: number;
  /** The provider's booking id: one booking backs at most one listing. */
  bookingId: string;
  verifiedSeat: string;
  verifiedAdditionalDetails?: string | null;
  /** Tickets in the booking; the listing starts with all of them. */
  verifiedTicketQuantity: number;
  /** What the whole booking cost, in rupees; the listing starts at that price per ticket. */
  verifiedAmountPaid: number;
  dkim: DkimProof;
  /** The recorded dkim_keys row of the key that verified it. */
  dkimKeyId?: number;
  /** The provider version whose rules read the booking. */
  provider?: { id: number; version: number };
  sellerCity?: string | null;
}

function run<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function checkInput(input: VerifiedListingInput): void {
  if (!Number.isInteger(input.verifiedTicketQuantity) || input.verifiedTicketQuantity < 1) {
    throw new Error(`verified ticket quantity must be a whole number of 1 or more, got ${input.verifiedTicketQuantity}`);
  }
  if (!Number.isFinite(input.verifiedAmountPaid) || input.verifiedAmountPaid < 0) {
    throw new Error(`verified amount paid must be 0 or more, got ${input.verifiedAmountPaid}`);
  }
  if (input.bookingId.trim() === '') throw new Error('a verified booking needs its booking id');
}

/**
 * Lists a verified booking: quantity = the tickets in it, price = amount paid per ticket, status LISTED.
 * Runs in one transaction (or inside the caller's). A booking already behind a listing is a 409, also
 * when two verifications of it race: the unique index on booking_id_hash decides.
 */
/** A listing for a cancelled event: its page still opens, but nothing more goes on sale for it. */
export const EVENT_CANCELLED_NO_LISTINGS = 'This event is cancelled: tickets for it can no longer be listed';

export async function createVerifiedListing(db: Db, input: VerifiedListingInput): Promise<TicketListing> {
  checkInput(input);
  const bookingId = input.bookingId.trim();
  return run(db, async (tx) => {
    // Shared-locked: an event being cancelled either closes this listing with the others or refuses it here.
    const concert = await findConcertForShare(tx, input.concertId);
    if (concert === undefined) throw new AppError(404, 'Event not found');
    if (concert.cancelled_at !== null) throw new AppError(409, EVENT_CANCELLED_NO_LISTINGS);
    const hash = bookingIdHash(bookingId);
    if ((await findListingByBookingIdHash(tx, hash)) !== undefined) throw new AppError(409, BOOKING_ALREADY_LISTED);
    // After the listing: a deletion removes the row and writes the tombstone in one commit, so a listing not seen
    // above was deleted before this statement began, and its tombstone is seen here.
    if (await isDeletedBooking(tx, hash)) throw new AppError(409, BOOKING_DELETED);
    // Shared with other listings, exclusive against a suspension (which locks the row to update it): a listing
    // made while the seller is being suspended either sees the suspension or is hidden by it.
    const seller = await findUserForShare(tx, input.sellerId);
    if (seller === undefined) throw new AppError(404, 'Seller not found');
    if (seller.suspended_at !== null) throw new AppError(403, ACCOUNT_SUSPENDED);
    let id: number;
    try {
      id = await insertListing(tx, {
        concert_id: input.concertId,
        seller_id: input.sellerId,
        booking_id_hash: hash,
        quantity: input.verifiedTicketQuantity,
        price: (Math.round((input.verifiedAmountPaid / input.verifiedTicketQuantity) * 100) / 100).toFixed(2),
        verified_seat: input.verifiedSeat.trim(),
        booking_seat: input.verifiedSeat.trim(),
        verified_additional_details: input.verifiedAdditionalDetails?.trim() || null,
        verified_ticket_quantity: input.verifiedTicketQuantity,
        verified_amount_paid: input.verifiedAmountPaid.toFixed(2),
        seller_city: input.sellerCity?.trim() || null,
        ticket_status: 'LISTED',
        dkim_domain: input.dkim.domain,
        dkim_selector: input.dkim.selector,
        dkim_key_fingerprint: input.dkim.keyFingerprint,
        dkim_signed_at: input.dkim.signedAt,
        dkim_key_id: input.dkimKeyId ?? null,
        provider_id: input.provider?.id ?? null,
        provider_version: input.provider?.version ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, BOOKING_ALREADY_LISTED);
      throw error;
    }
    await enqueueListingAlerts(tx, id, new Date());
    const row = await findListingDetail(tx, id);
    if (row === undefined) throw new Error(`listing ${id} vanished inside its own transaction`);
    return toTicketListing(row, toUser(seller));
  });
}
