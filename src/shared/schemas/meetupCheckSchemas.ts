import { object, string, type InferType } from 'yup';

/** Longer than any provider's booking id; a wall of text is not one. */
export const MAX_BOOKING_ID = 64;

export const BOOKING_ID_REQUIRED = "Type the booking id from the seller's ticket";
export const BOOKING_ID_TOO_LONG = `A booking id is at most ${MAX_BOOKING_ID} characters`;

/** POST /ticketListing/{id}/check-booking: the booking id the buyer reads off the seller's ticket at the meet-up. */
export const meetupCheckSchema = object({
  bookingId: string()
    .trim()
    .required(BOOKING_ID_REQUIRED)
    .max(MAX_BOOKING_ID, BOOKING_ID_TOO_LONG)
    // Something besides spaces and dashes: those are ignored when the ids are compared.
    .matches(/[^\s-]/, BOOKING_ID_REQUIRED),
});
export type MeetupCheckValues = InferType<typeof meetupCheckSchema>;

/** What the check answers: whether it is the booking that proved the listing, and nothing about that booking. */
export interface MeetupCheckResult {
  match: boolean;
}

/** The seller cannot check their own listing: the check is the buyer's. */
export const SELLER_CANNOT_CHECK = 'This is your own listing: the booking check is for buyers at the meet-up.';
/** Five tries per buyer per listing per hour: enough for typos, too few to guess an id. */
export const MEETUP_CHECKS_PER_HOUR = 5;
export const meetupCheckLimitMessage = (minutes: number): string =>
  `You have checked this listing ${MEETUP_CHECKS_PER_HOUR} times in the last hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or do not pay if the id does not match.`;
