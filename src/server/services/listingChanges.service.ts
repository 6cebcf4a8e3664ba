import type { Kysely } from 'kysely';
import type { TicketListing, TicketStatus, User } from '../../shared/entities';
import type { PriceCapPercent } from '../../shared/fairPrice';
import type { Database, Db } from '../db/database';
import {
  addListingContact,
  deleteListing,
  findListingDetail,
  lockListing,
  updateListing,
} from '../db/repositories/listings.repo';
import type { TicketListingRow } from '../db/tables/listings';
import { AppError } from '../http/AppError';
import type { ListingDetailsInput } from '../schemas/listings';
import { listingDetails, SOLD_STATUS_ONLY, type SoldSource } from './listingInput';
import { LISTING_NOT_FOUND, toTicketListing } from './listings.service';

export const NOT_YOUR_LISTING = 'You can only change your own listings';
export const ALREADY_SOLD = 'These tickets are already marked as sold';

/**
 * The listing, locked for this transaction, if the user sells it. Every change below goes through here;
 * the triggers on ticket_listings move the event figures and the statistics inside the same transaction.
 */
async function ownListing(tx: Db, user: User, id: number): Promise<TicketListingRow> {
  const row = await lockListing(tx, id);
  if (row === undefined) throw new AppError(404, LISTING_NOT_FOUND);
  if (row.seller_id !== user.id) throw new AppError(403, NOT_YOUR_LISTING);
  return row;
}

async function reread(tx: Db, id: number, user: User): Promise<TicketListing> {
  const row = await findListingDetail(tx, id);
  if (row === undefined) throw new AppError(404, LISTING_NOT_FOUND);
  return toTicketListing(row, user);
}

function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * PUT: the SPEC §5 details; fields the form may leave out (details, exchange, city) keep their value. The
 * price is held to the cap over the face value the verified booking gives (priceCapPercent null: no cap).
 */
export function updateListingDetails(
  db: Kysely<Database>,
  user: User,
  id: number,
  input: ListingDetailsInput,
  priceCapPercent: PriceCapPercent,
): Promise<TicketListing> {
  return db.transaction().execute(async (tx) => {
    const row = await ownListing(tx, user, id);
    if (row.ticket_status === 'SOLD') throw new AppError(409, 'Sold tickets cannot be edited');
    const details = await listingDetails(input, {
      verifiedTicketQuantity: row.verified_ticket_quantity,
      verifiedAmountPaid: row.verified_amount_paid === null ? null : Number(row.verified_amount_paid),
      priceCapPercent,
    });
    await updateListing(tx, id, {
      quantity: details.quantity,
      price: details.price,
      verified_seat: details.verifiedSeat,
      verified_additional_details: blankToNull(details.verifiedAdditionalDetails),
      seller_city: blankToNull(details.sellerCity),
      negotiable: details.negotiable,
      wants_exchange: details.wantsExchange,
    });
    return reread(tx, id, user);
  });
}

/** A SOLD listing stays: it is part of what the statistics count as sold. */
export async function deleteOwnListing(db: Kysely<Database>, user: User, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await ownListing(tx, user, id);
    if (row.ticket_status === 'SOLD') throw new AppError(409, 'Sold tickets cannot be deleted');
    await deleteListing(tx, id);
  });
}

/** PATCH status: LISTED → SOLD, once; the source says where the tickets went (null when the seller did not say). */
export function markListingSold(db: Kysely<Database>, user: User, id: number, status: TicketStatus, source: SoldSource | null): Promise<TicketListing> {
  return db.transaction().execute(async (tx) => {
    const row = await ownListing(tx, user, id);
    if (row.ticket_status === 'SOLD' && status === 'SOLD') throw new AppError(409, ALREADY_SOLD);
    if (row.ticket_status === 'SOLD' && status === 'LISTED') throw new AppError(409, 'Sold tickets cannot be listed again');
    if (status !== 'SOLD') throw new AppError(400, SOLD_STATUS_ONLY);
    // sold_at, which the Dashboard counts sales by, is set with the status by the database (its trigger).
    await updateListing(tx, id, { ticket_status: 'SOLD', sold_source: source });
    return reread(tx, id, user);
  });
}

/** A fan opened the contact-seller modal: ticketHits counts the people who have, each once. */
export function recordListingView(db: Kysely<Database>, user: User, id: number): Promise<{ ticketHits: number }> {
  return db.transaction().execute(async (tx) => {
    const ticketHits = await addListingContact(tx, id, user.id);
    if (ticketHits === undefined) throw new AppError(404, LISTING_NOT_FOUND);
    return { ticketHits };
  });
}
