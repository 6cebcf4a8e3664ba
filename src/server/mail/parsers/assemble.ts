import type { ProviderKey } from '../../../shared/providers';
import type { ParsedBooking } from './booking';
import { parseAmount, parseEventDay, parseQuantity, splitVenueCity } from './values';

/** The booking's values as text, straight from the e-mail. */
export interface BookingText {
  bookingId?: string;
  eventName?: string;
  /** Date and time, e.g. "Sat, 13 Feb 2027, 07:00 PM". */
  when?: string;
  /** Venue and city, e.g. "Jio World Garden, BKC, Mumbai". */
  place?: string;
  seat?: string;
  quantity?: string;
  amount?: string;
}

/** Turns the texts into a booking, or null when any value is missing or unreadable. */
export function assembleBooking(provider: ProviderKey, text: BookingText): ParsedBooking | null {
  const day = parseEventDay(text.when);
  const place = splitVenueCity(text.place);
  const quantity = parseQuantity(text.quantity);
  const amountPaid = parseAmount(text.amount);
  const { bookingId, eventName, seat } = text;
  if (!bookingId || !eventName || !seat || !day || !place || quantity === null || amountPaid === null) return null;
  return {
    provider,
    bookingId,
    eventName,
    eventDate: day.text,
    eventDateIso: day.iso,
    venue: place.venue,
    city: place.city,
    seat,
    quantity,
    amountPaid,
  };
}
