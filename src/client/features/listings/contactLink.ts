import { CONTACT_COUNTRY_CODE } from '../../../shared/constants';
import type { TicketListing } from '../../../shared/entities';
import { formatRupees } from '../../../shared/format';
import { APP_NAME } from '../../app/brand';

const INDIAN_NUMBER_DIGITS = 10;

/**
 * The seller's number as the messaging link wants it: digits only, country code 91 in front. A stored
 * number may already carry +91, 91 or a trunk 0; 91 is stripped only from a number longer than ten digits,
 * because a ten-digit mobile number may itself begin with 91.
 */
export function whatsAppNumber(phoneNumber: string): string {
  let digits = phoneNumber.replace(/\D/g, '');
  if (digits.length > INDIAN_NUMBER_DIGITS && digits.startsWith(CONTACT_COUNTRY_CODE)) digits = digits.slice(CONTACT_COUNTRY_CODE.length);
  digits = digits.replace(/^0+/, '');
  return `${CONTACT_COUNTRY_CODE}${digits}`;
}

/** The prefilled message: the event, the seat, how many tickets and the price. */
export function contactMessage(listing: TicketListing): string {
  const tickets = `${listing.quantity} ${listing.quantity === 1 ? 'ticket' : 'tickets'}`;
  return (
    `Hi! I'm interested in your ${tickets} for ${listing.concert.concertName} (${listing.verifiedSeat}) ` +
    `listed at ${formatRupees(listing.price)} per ticket on ${APP_NAME}. Are they still available?`
  );
}

/** A WhatsApp link to the seller with the message filled in, to the number the contact answered. */
export function contactLink(listing: TicketListing, phoneNumber: string): string {
  return `https://wa.me/${whatsAppNumber(phoneNumber)}?text=${encodeURIComponent(contactMessage(listing))}`;
}
