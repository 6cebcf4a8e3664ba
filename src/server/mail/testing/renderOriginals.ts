/**
 * What `originals/` holds, made from FIXTURE_BOOKINGS with the layout generators: one unsigned original per
 * provider and expected.json, the values a reader of each must find. The tests read the committed files;
 * this only writes them (scripts/writeBookingOriginals.ts) and proves they are still what it would write.
 */
import { parseMail } from '../parseMail';
import { buildOriginal } from './bookingEmails';
import { FIXTURE_BOOKINGS } from './fixtureBookings';
import { EXPECTATIONS_FILE, FIXTURE_NAMES, type FixtureExpectation, type FixtureName } from './fixtures';
import { eventDayText } from '../../mailbox/bookingLayouts/mimeEncoding';
import { shippedDomain, type ShippedSlug } from './shippedProviders';

const providerOf = (name: FixtureName) => name.replace(/\.eml$/, '') as ShippedSlug;

async function expectationFor(provider: ShippedSlug, original: Buffer): Promise<FixtureExpectation> {
  const fields = FIXTURE_BOOKINGS[provider];
  const domain = shippedDomain(provider);
  const { subject } = await parseMail(original);
  if (!domain || !subject) throw new Error(`${provider}: no signing domain or no subject`);
  return {
    provider,
    dkimDomain: domain,
    subject,
    to: fields.to,
    bookingId: fields.bookingId,
    eventName: fields.eventName,
    eventDate: eventDayText(new Date(fields.eventDate)),
    venue: fields.venue,
    city: fields.city,
    seat: fields.seat,
    quantity: fields.quantity,
    amountPaid: fields.amountPaid,
  };
}

/** File name → bytes, for every file in originals/ but its README. */
export async function renderOriginals(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const expected: Partial<Record<FixtureName, FixtureExpectation>> = {};
  for (const name of FIXTURE_NAMES) {
    const provider = providerOf(name);
    const original = buildOriginal(provider, FIXTURE_BOOKINGS[provider]);
    files.set(name, original);
    expected[name] = await expectationFor(provider, original);
  }
  files.set(EXPECTATIONS_FILE, Buffer.from(`${JSON.stringify(expected, null, 2)}\n`, 'utf8'));
  return files;
}
