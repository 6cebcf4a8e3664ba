import type { SellerContact, User } from '../../shared/entities';
import type { Db } from '../db/database';
import { addListingContact, findContactableListing, hasContacted, lockContactsOf, recentContacts } from '../db/repositories/listingContacts.repo';
import { AppError } from '../http/AppError';
import { LISTING_NOT_FOUND } from './listings.service';

/** New listings one account may contact the sellers of in any 24 hours: a fan's shopping, not a scrape of every phone. */
export const CONTACTS_PER_DAY = 20;
const DAY_SECONDS = 24 * 60 * 60;

export const OWN_LISTING = 'This is your own listing: buyers contact you from it';
export const SELLER_WITHOUT_PHONE = 'This seller has no phone number to reach them on yet';

export function contactLimitMessage(secondsLeft: number): string {
  const hours = Math.ceil(secondsLeft / 3600);
  return `You have contacted the sellers of ${CONTACTS_PER_DAY} listings in the last day, the most one account may. Try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
}

/** The daily cap reached: a 429 whose Retry-After says when the oldest contact of the day stops counting. */
export class ContactLimitReached extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, contactLimitMessage(retryAfterSeconds));
  }
}

/**
 * A buyer contacts a listing's seller: the one place a seller's phone number is handed out. Only for a listing
 * buyers can see and buy (LISTED, not hidden: any other answers as if absent), never to its seller. The first
 * contact with a listing counts once on it and against the buyer's daily cap; asking again answers the same
 * number and counts nothing.
 */
export function contactSeller(db: Db, buyer: User, listingId: number): Promise<SellerContact> {
  return db.transaction().execute(async (tx) => {
    await lockContactsOf(tx, buyer.id);
    const listing = await findContactableListing(tx, listingId);
    if (listing === undefined) throw new AppError(404, LISTING_NOT_FOUND);
    if (listing.seller_id === buyer.id) throw new AppError(403, OWN_LISTING);
    const phoneNumber = listing.seller_phone_number;
    if (phoneNumber === null) throw new AppError(409, SELLER_WITHOUT_PHONE);
    if (await hasContacted(tx, listingId, buyer.id)) return { ticketHits: listing.ticket_hits, phoneNumber };
    const recent = await recentContacts(tx, buyer.id, DAY_SECONDS);
    if (recent.count >= CONTACTS_PER_DAY) throw new ContactLimitReached(Math.max(recent.oldestLeavesInSeconds, 1));
    return { ticketHits: await addListingContact(tx, listingId, buyer.id), phoneNumber };
  });
}
