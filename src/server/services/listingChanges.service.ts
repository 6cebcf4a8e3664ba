import type { Kysely } from 'kysely';
import type { TicketListing, TicketStatus, User } from '../../shared/entities';
import type { PriceCapPercent } from '../../shared/fairPrice';
import type { Database, Db } from '../db/database';
import { eventLowestPrice } from '../db/repositories/alerts.repo';
import { deleteListing, findListingRow, lockListing, updateListedListing } from '../db/repositories/listings.repo';
import type { ListingHiddenCause, TicketListingRow, TicketListingUpdate } from '../db/tables/listings';
import { AppError } from '../http/AppError';
import { listingDetailsSaved, type SavedDetails } from './alerts/alertJobs';
import type { ListingDetailsInput } from '../schemas/listings';
import { recordAdminAction } from './auditLog.service';
import { listingDetails, SOLD_STATUS_ONLY, type SoldSource } from './listingInput';
import type { ListingFacts } from './listingFacts';
import { LISTING_NOT_FOUND, toTicketListing } from './listings.service';

/** What never changes about a listing, by its id (the app's memo in the routes). */
export type ListingFactsReader = (listingId: number) => Promise<ListingFacts | undefined>;

export const NOT_YOUR_LISTING = 'You can only change your own listings';
export const ALREADY_SOLD = 'These tickets are already marked as sold';

/**
 * The listing, locked for this transaction, if the user sells it (a deletion). The triggers on ticket_listings
 * move the event figures and the statistics inside the same transaction.
 */
async function ownListing(tx: Db, user: User, id: number): Promise<TicketListingRow> {
  const row = await lockListing(tx, id);
  if (row === undefined) throw new AppError(404, LISTING_NOT_FOUND);
  if (row.seller_id !== user.id) throw new AppError(403, NOT_YOUR_LISTING);
  return row;
}

function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Why `user` may not change `row` as asked (404, 403, or 409 once sold), or null when they may. */
function refusalOf(row: TicketListingRow | undefined, user: User, soldMessage: string): AppError | null {
  if (row === undefined) return new AppError(404, LISTING_NOT_FOUND);
  if (row.seller_id !== user.id) return new AppError(403, NOT_YOUR_LISTING);
  if (row.ticket_status === 'SOLD') return new AppError(409, soldMessage);
  return null;
}

/**
 * Checks the request against what never changes about the listing (usually remembered: no round trip), then
 * changes it in one statement that holds only while it is still the user's and LISTED; if that no longer held (a
 * sale or a deletion in between), the listing is read again for the reason. One round trip instead of a locked
 * transaction's five: a listing write was the soak's slowest request.
 */
async function changeListed(
  db: Db,
  user: User,
  id: number,
  soldMessage: string,
  factsOf: ListingFactsReader,
  changesFor: (facts: ListingFacts) => Promise<TicketListingUpdate>,
): Promise<TicketListing> {
  const facts = await factsOf(id);
  if (facts === undefined) throw new AppError(404, LISTING_NOT_FOUND);
  if (facts.sellerId !== user.id) throw new AppError(403, NOT_YOUR_LISTING);
  return applyToListed(db, user, id, soldMessage, await changesFor(facts));
}

/** Applies `changes` while the listing is still the user's and LISTED; else reads it again to say why not. */
async function applyToListed(db: Db, user: User, id: number, soldMessage: string, changes: TicketListingUpdate): Promise<TicketListing> {
  const changed = await updateListedListing(db, id, user.id, changes);
  if (changed === undefined) throw refusalOf(await findListingRow(db, id), user, soldMessage) ?? new AppError(409, soldMessage);
  return toTicketListing(changed, user);
}

/**
 * PUT: the SPEC §5 details; fields the form may leave out (details, exchange, city) keep their value. The
 * price is held to the cap over the face value the verified booking gives (priceCapPercent null: no cap).
 */
export async function updateListingDetails(
  db: Kysely<Database>,
  user: User,
  id: number,
  input: ListingDetailsInput,
  priceCapPercent: PriceCapPercent,
  factsOf: ListingFactsReader,
): Promise<TicketListing> {
  let saved: Omit<SavedDetails, 'price'> | undefined;
  const listing = await changeListed(db, user, id, 'Sold tickets cannot be edited', factsOf, async (facts) => {
    saved = { listingId: id, concertId: facts.eventId, sellerId: user.id, lowestBefore: await eventLowestPrice(db, facts.eventId) };
    const details = await listingDetails(input, {
      verifiedTicketQuantity: facts.verifiedTicketQuantity,
      verifiedAmountPaid: facts.verifiedAmountPaid,
      priceCapPercent,
    });
    return {
      quantity: details.quantity,
      price: details.price,
      verified_seat: details.verifiedSeat,
      verified_additional_details: blankToNull(details.verifiedAdditionalDetails),
      seller_city: blankToNull(details.sellerCity),
      negotiable: details.negotiable,
      wants_exchange: details.wantsExchange,
    };
  });
  if (saved !== undefined) await listingDetailsSaved(db, { ...saved, price: listing.price }, new Date());
  return listing;
}

/** Why a hidden listing cannot be deleted by its seller, by what hid it. */
export const LISTING_DELETE_REFUSALS: Record<ListingHiddenCause, string> = {
  OPERATOR: 'Our team hid this listing, so it cannot be deleted. If you think this is a mistake, reply to the e-mail that told you why.',
  EVENT_CANCELLED: 'This event is cancelled, so its listings stay on record and cannot be deleted.',
  SELLER_SUSPENDED: 'This listing is hidden while your account is suspended, so it cannot be deleted.',
};

/**
 * A SOLD listing stays: it is part of what the statistics count as sold. A hidden one stays too: deleting it would
 * undo what hid it (its booking forwarded again would list afresh). The deletion leaves the booking's hash behind
 * (deleted_bookings, by trigger), and the audit log records it.
 */
export async function deleteOwnListing(db: Kysely<Database>, user: User, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await ownListing(tx, user, id);
    if (row.ticket_status === 'SOLD') throw new AppError(409, 'Sold tickets cannot be deleted');
    if (row.hidden_cause !== null) throw new AppError(409, LISTING_DELETE_REFUSALS[row.hidden_cause]);
    await deleteListing(tx, id);
    await recordAdminAction(tx, {
      actor: { sellerId: user.id },
      action: 'listing.delete',
      target: { type: 'listing', id },
      before: { status: row.ticket_status, eventId: row.concert_id, quantity: row.quantity, price: Number(row.price) },
      after: null,
    });
  });
}

/** PATCH status: LISTED → SOLD, once; the source says where the tickets went (null when the seller did not say). */
export async function markListingSold(db: Kysely<Database>, user: User, id: number, status: TicketStatus, source: SoldSource | null): Promise<TicketListing> {
  if (status !== 'SOLD') {
    const row = await findListingRow(db, id);
    throw refusalOf(row, user, 'Sold tickets cannot be listed again') ?? new AppError(400, SOLD_STATUS_ONLY);
  }
  // Nothing to check first: the change holds only for the seller's LISTED listing. sold_at, which the Dashboard
  // counts sales by, is set with the status by the database (its trigger).
  return applyToListed(db, user, id, ALREADY_SOLD, { ticket_status: 'SOLD', sold_source: source });
}
