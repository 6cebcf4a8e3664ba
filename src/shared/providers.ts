import type { ProviderDomain } from './entities';

export type ProviderKey = 'bookmyshow' | 'district' | 'skillbox' | 'sortmyscene';

export interface Provider {
  key: ProviderKey;
  name: string;
  domain: ProviderDomain;
  /** How the wizard describes the subject line to search for in the inbox. */
  subjectHint: string;
  /** What the provider calls the booking's id, on the ticket and in its e-mail. */
  bookingIdLabel: string;
  /** Where a buyer or seller finds that id at the meet-up: in the provider's app, and in its e-mail. */
  bookingIdWhere: string;
}

/** SPEC §1: the four supported primary-seller e-mail sources. */
export const PROVIDERS: readonly Provider[] = [
  {
    key: 'bookmyshow',
    name: 'BookMyShow',
    domain: 'bookmyshow.com',
    subjectHint: 'Booking Confirmed - {event} - Booking ID …',
    bookingIdLabel: 'Booking ID',
    bookingIdWhere: "In the BookMyShow app, open the booking under Your Orders. In the e-mail it is next to 'Booking ID', and in the subject line.",
  },
  {
    key: 'district',
    name: 'District',
    domain: 'district.in',
    subjectHint: 'Your tickets for {event} are confirmed',
    bookingIdLabel: 'Booking ID',
    bookingIdWhere: "In the District app, open the ticket under your bookings. In the e-mail it is under 'Booking ID'.",
  },
  {
    key: 'skillbox',
    name: 'Skillbox',
    domain: 'skillboxes.com',
    subjectHint: 'Skillbox: Order #… confirmed for {event}',
    bookingIdLabel: 'Order ID',
    bookingIdWhere: "On the Skillbox order or ticket page. In the e-mail it is next to 'Order ID' (the subject says 'Order #…').",
  },
  {
    key: 'sortmyscene',
    name: 'SortMyScene',
    domain: 'sortmyscene.com',
    subjectHint: "You're going to {event}! Ticket confirmation",
    bookingIdLabel: 'Ticket ID',
    bookingIdWhere: "On the pass in the SortMyScene app. In the e-mail it is next to 'Ticket ID'.",
  },
];

export const PROVIDER_DOMAINS: readonly ProviderDomain[] = PROVIDERS.map((p) => p.domain);

export function providerByDomain(domain: string): Provider | undefined {
  return PROVIDERS.find((p) => p.domain === domain);
}
