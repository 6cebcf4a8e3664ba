import type { ShippedSlug as ProviderKey } from '../testing/shippedProviders';
import { parseMail } from '../parseMail';
import { buildOriginal, type BookingEmailFields } from '../testing/bookingEmails';
import { FIXTURE_BOOKINGS } from '../testing/fixtureBookings';
import { readFixture } from '../testing/fixtures';
import { shippedProvider } from '../testing/shippedProviders';
import { parseBooking } from './byProvider';

const PROVIDER_KEYS: ProviderKey[] = ['bookmyshow', 'district', 'skillbox', 'sortmyscene'];

/** Other values in the same layouts: long seats, big quantities, Indian grouping, non-ASCII names. */
const VARIANTS: Array<Partial<BookingEmailFields>> = [
  {
    eventName: 'Diljit Dosanjh: Dil-Luminati Tour — Encore',
    seat: 'PLATINUM LOUNGE - Block C, Row 14, Seats C14-01, C14-02, C14-03, C14-04, C14-05, C14-06 & C14-07',
    quantity: 10,
    amountPaid: 125000,
    recipientName: 'Zoë Fernández',
    venue: 'Jawaharlal Nehru Stadium, Gate 3',
    city: 'New Delhi',
    eventDate: '2027-12-31T21:30:00+05:30',
  },
  {
    eventName: 'Shreya Ghoshal — All Hearts Tour (ಬೆಂಗಳೂರು)',
    seat: 'Fan Pit < Front >',
    quantity: 7,
    amountPaid: 1234567.5,
    recipientName: 'Ananyā Śrīnivāsan',
    venue: 'Palace Grounds, Tripuri Vatika',
    city: 'Bengaluru',
    eventDate: '2027-06-01T10:00:00+05:30',
  },
  {
    eventName: 'Café Jazz Nights & Friends',
    seat: 'General',
    quantity: 1,
    amountPaid: 499.99,
    venue: 'The Piano Man Jazz Club',
    city: 'Gurugram',
    eventDate: '2027-01-09T00:15:00+05:30',
  },
];

describe.each(PROVIDER_KEYS)('%s variants', (provider) => {
  it.each(VARIANTS.map((v, i) => [i + 1, v] as const))('variant %d reads back its own values', async (_n, variant) => {
    const fields = { ...FIXTURE_BOOKINGS[provider], ...variant };
    const booking = parseBooking(shippedProvider(provider), await parseMail(buildOriginal(provider, fields)));
    expect(booking).toMatchObject({
      provider,
      bookingId: fields.bookingId,
      eventName: fields.eventName,
      venue: fields.venue,
      city: fields.city,
      seat: fields.seat,
      quantity: fields.quantity,
      amountPaid: fields.amountPaid,
      eventDateIso: String(fields.eventDate).slice(0, 10),
    });
  });
});

it('reads the Skillbox fixture with its values replaced in place', async () => {
  const text = readFixture('skillbox.eml')
    .toString('utf8')
    .replaceAll('The Brass Lantern Collective - Winter Sessions', 'Ritviz — Mimmi Tour, Pune Edition')
    .replace('Patron Table - 10 Seats', 'Phase 3 - Standing, Zone B (near the mixing desk)')
    .replace('Qty           : 10', 'Qty           : 9')
    .replace('INR 1,25,000.00', 'INR 2,34,567.50');
  const booking = parseBooking(shippedProvider('skillbox'), await parseMail(Buffer.from(text, 'utf8')));
  expect(booking).toMatchObject({
    eventName: 'Ritviz — Mimmi Tour, Pune Edition',
    seat: 'Phase 3 - Standing, Zone B (near the mixing desk)',
    quantity: 9,
    amountPaid: 234567.5,
  });
});
