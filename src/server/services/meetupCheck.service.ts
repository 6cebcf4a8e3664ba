import { timingSafeEqual } from 'node:crypto';
import type { User } from '../../shared/entities';
import { SELLER_CANNOT_CHECK, type MeetupCheckResult } from '../../shared/schemas/meetupCheckSchemas';
import { bookingIdHash } from '../db/bookingIdHash';
import type { Db } from '../db/database';
import { AppError } from '../http/AppError';
import { LISTING_NOT_FOUND } from './listings.service';

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A buyer at the meet-up: is the booking id on the seller's ticket the one that proved this listing? Compared
 * as hashes of the normalised ids; the answer is only yes or no, and every check is recorded (the listing
 * shows how many buyers' checks matched). The caller limits how often one buyer may ask.
 */
export function checkMeetupBooking(db: Db, buyer: User, listingId: number, bookingId: string): Promise<MeetupCheckResult> {
  const work = async (tx: Db): Promise<MeetupCheckResult> => {
    // KEY SHARE: the listing cannot be deleted between reading it and recording the check.
    const listing = await tx
      .selectFrom('ticket_listings')
      .select(['seller_id', 'booking_id_hash'])
      .where('id', '=', listingId)
      .where('hidden_at', 'is', null)
      .forKeyShare()
      .executeTakeFirst();
    if (listing === undefined) throw new AppError(404, LISTING_NOT_FOUND);
    if (listing.seller_id === buyer.id) throw new AppError(403, SELLER_CANNOT_CHECK);
    // A listing made before verification has no booking to match: nothing typed is that booking.
    const match = listing.booking_id_hash !== null && sameHash(bookingIdHash(bookingId), listing.booking_id_hash);
    await tx.insertInto('meetup_checks').values({ listing_id: listingId, checker_id: buyer.id, matched: match }).execute();
    return { match };
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
