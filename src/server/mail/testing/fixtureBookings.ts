import type { ShippedSlug } from './layouts/buildOriginal';
import type { BookingEmailFields } from '../../mailbox/demoBooking';

/**
 * The values of the repository's booking originals (`originals/*.eml`): buildOriginal(provider, these)
 * gives each one byte for byte, and `scripts/writeBookingOriginals.ts` writes them from here.
 * Invented people, events and ids; between them non-ASCII names (quoted-printable in one, 8-bit text in
 * another) and an amount past a lakh (1,25,000.00).
 */
export const FIXTURE_BOOKINGS: Record<ShippedSlug, BookingEmailFields> = {
  bookmyshow: {
    to: 'conceicao.f@example.in',
    recipientName: 'Conceição Fernandes',
    eventName: 'Kavya Menon Live - Coastal Nights Tour',
    eventDate: '2027-11-20T19:30:00+05:30',
    venue: 'Bolgatty Palace Lawns, Mulavukad',
    city: 'Kochi',
    seat: 'PLATINUM - Row C, Seats C7, C8, C9',
    quantity: 3,
    amountPaid: 7350,
    bookingId: 'BMS4RT8WZ2Q',
    sentAt: new Date('2027-09-02T10:14:27+05:30'),
  },
  district: {
    to: 'harsh.vaghela@example.com',
    recipientName: 'Harsh Vaghela',
    eventName: 'Neon Tide Festival 2027 - Night 2',
    eventDate: '2027-12-11T18:00:00+05:30',
    venue: 'Riverfront Event Ground',
    city: 'Ahmedabad',
    seat: 'Zone B - Fan Pit',
    quantity: 2,
    amountPaid: 5998,
    bookingId: 'DSTN-90517-QM',
    sentAt: new Date('2027-09-14T22:41:05+05:30'),
  },
  skillbox: {
    to: 'zoe.mascarenhas@example.org',
    recipientName: 'Zoë Mascarenhas',
    eventName: 'The Brass Lantern Collective - Winter Sessions',
    eventDate: '2028-01-15T20:00:00+05:30',
    venue: 'Indigo Courtyard, Indiranagar',
    city: 'Bengaluru',
    seat: 'Patron Table - 10 Seats',
    quantity: 10,
    amountPaid: 125000,
    bookingId: 'SKB-2027-204377',
    sentAt: new Date('2027-10-05T08:03:59+05:30'),
  },
  sortmyscene: {
    to: 'rohan.pillai@example.net',
    recipientName: 'Rohan Pillai',
    eventName: 'Dustfield Open Air 2028 - Day 2',
    eventDate: '2028-02-26T15:00:00+05:30',
    venue: 'Kharghar Hills Grounds',
    city: 'Navi Mumbai',
    seat: 'Early Entry Pass',
    quantity: 5,
    amountPaid: 8745,
    bookingId: 'SMS5532190',
    sentAt: new Date('2027-10-19T19:27:12+05:30'),
  },
};
