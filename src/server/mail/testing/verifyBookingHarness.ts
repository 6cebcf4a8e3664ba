/** What the verifyForwardedBooking tests share: a clock, a resolver with the test key, and the forger's tools. */
import { verifyForwardedBooking, type VerifyBookingInput } from '../verifyBooking';
import { buildOriginal, resolverFor, signOriginal, testKeyPair, testKeyRecords, wrapAsAttachment, type SignOptions } from './bookingEmails';
import { FIXTURE_BOOKINGS } from './fixtureBookings';
import { SHIPPED_DOMAINS, SHIPPED_KNOWN, shippedDomain, type ShippedSlug } from './shippedProviders';

export const NOW = new Date();
export const DAY_MS = 24 * 60 * 60 * 1000;
export const MAILBOX = 'verify@tickets.example';
export const resolver = resolverFor(testKeyRecords([...SHIPPED_DOMAINS, 'mailer.bookmyshow.com', 'sendgrid.net', 'evil.example']));
export const bms = FIXTURE_BOOKINGS.bookmyshow;
/** The p= value the test key is published with. */
export const TEST_PUBLIC_KEY = testKeyPair().dnsRecord.split('p=')[1];

export const domainOf = (provider: ShippedSlug) => shippedDomain(provider);

export function verify(raw: Buffer, provider: ShippedSlug = 'bookmyshow', overrides: Partial<VerifyBookingInput> = {}) {
  const fields = FIXTURE_BOOKINGS[provider];
  return verifyForwardedBooking({
    raw,
    providerDomain: domainOf(provider),
    providers: SHIPPED_KNOWN,
    senderEmail: fields.to,
    event: { name: fields.eventName, date: fields.eventDate },
    now: NOW,
    resolver,
    ...overrides,
  });
}

export function signed(provider: ShippedSlug, original?: Buffer, options: Partial<SignOptions> = {}): Promise<Buffer> {
  return signOriginal(original ?? buildOriginal(provider, FIXTURE_BOOKINGS[provider]), { domain: domainOf(provider), ...options });
}

export function forward(original: Buffer, options: { disposition?: 'inline' | 'attachment'; encoding?: '8bit' | 'base64' } = {}) {
  return wrapAsAttachment(original, { from: bms.to, to: MAILBOX, ...options });
}

/** Replaces text in a message's raw bytes (the tampering a forger would do); text that is not there is a broken test. */
export function edit(raw: Buffer, from: string | RegExp, to: string): Buffer {
  const text = raw.toString('utf8');
  const edited = text.replace(from, to);
  if (edited === text) throw new Error(`edit: ${String(from)} is not in the message`);
  return Buffer.from(edited, 'utf8');
}
