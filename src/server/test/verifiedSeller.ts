import type { Db } from '../db/database';
import type { ConcertRow } from '../db/tables/catalogue';
import type { VerificationStatus } from '../../shared/entities';
import type { BookingEmailFields } from '../mail/testing/bookingEmails';
import { signedInUser, type SignedInUser } from './signedIn';

interface Statuses {
  email_verification_status?: VerificationStatus;
  phone_verification_status?: VerificationStatus;
  phone_number?: string | null;
}

/** A signed-in user past the selling gate (e-mail and phone verified), unless `overrides` says otherwise. */
export async function verifiedSeller(db: Db, overrides: Statuses = {}): Promise<SignedInUser> {
  const signed = await signedInUser(db);
  const user = await db
    .updateTable('users')
    .set({ email_verification_status: 'VERIFIED', phone_verification_status: 'VERIFIED', ...overrides })
    .where('id', '=', signed.user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...signed, user };
}

let bookings = 0;

/** A booking for this event (as insertConcert makes it) addressed to `to`, with a booking id no other test uses. */
export function bookingFor(concert: ConcertRow, to: string, overrides: Partial<BookingEmailFields> = {}): BookingEmailFields {
  bookings += 1;
  return {
    to,
    eventName: concert.name,
    eventDate: concert.date,
    venue: concert.venue,
    city: concert.city,
    seat: 'GOLD - Row F, Seats F12, F13',
    quantity: 2,
    amountPaid: 9000,
    bookingId: `BMST${bookings}X${Date.now()}`,
    ...overrides,
  };
}
