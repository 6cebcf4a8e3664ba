import type { PublicProvider } from '../../shared/providerDefinition';

/** GET /api/providers as a fresh server answers it: the four providers the migration ships, enabled. */
export const SHIPPED_PROVIDERS: PublicProvider[] = [
  {
    slug: 'bookmyshow',
    name: 'BookMyShow',
    domain: 'bookmyshow.com',
    enabled: true,
    subjectToSearch: 'Booking Confirmed - {event} - Booking ID …',
    bookingIdLabel: 'Booking ID',
    bookingIdWhere: "In the BookMyShow app, open the booking under Your Orders. In the e-mail it is next to 'Booking ID', and in the subject line.",
  },
  {
    slug: 'district',
    name: 'District',
    domain: 'district.in',
    enabled: true,
    subjectToSearch: 'Your tickets for {event} are confirmed',
    bookingIdLabel: 'Booking ID',
    bookingIdWhere: "In the District app, open the ticket under your bookings. In the e-mail it is under 'Booking ID'.",
  },
  {
    slug: 'skillbox',
    name: 'Skillbox',
    domain: 'skillboxes.com',
    enabled: true,
    subjectToSearch: 'Skillbox: Order #… confirmed for {event}',
    bookingIdLabel: 'Order ID',
    bookingIdWhere: "On the Skillbox order or ticket page. In the e-mail it is next to 'Order ID' (the subject says 'Order #…').",
  },
  {
    slug: 'sortmyscene',
    name: 'SortMyScene',
    domain: 'sortmyscene.com',
    enabled: true,
    subjectToSearch: "You're going to {event}! Ticket confirmation",
    bookingIdLabel: 'Ticket ID',
    bookingIdWhere: "On the pass in the SortMyScene app. In the e-mail it is next to 'Ticket ID'.",
  },
];
