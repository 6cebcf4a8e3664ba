import type { Selectable } from 'kysely';
import type { Db } from '../database';
import type { DeletedBookingTable } from '../tables/listings';

/** Whether a listing of this booking (by its hash) was deleted and no operator has let it list again. */
export async function isDeletedBooking(db: Db, bookingIdHash: string): Promise<boolean> {
  const row = await db.selectFrom('deleted_bookings').select('listing_id').where('booking_id_hash', '=', bookingIdHash).executeTakeFirst();
  return row !== undefined;
}

/** Removes the tombstone the deleted listing `listingId` left, so its booking may list again; what it was, or undefined. */
export function removeDeletedBooking(db: Db, listingId: number): Promise<Selectable<DeletedBookingTable> | undefined> {
  return db.deleteFrom('deleted_bookings').where('listing_id', '=', listingId).returningAll().executeTakeFirst();
}
