import { randomInt } from 'node:crypto';
import type { Concert } from '../../shared/entities';
import { PROVIDERS, type Provider, type ProviderKey } from '../../shared/providers';
import { buildOriginal, signOriginal, wrapAsAttachment, type BookingEmailFields } from './demoBooking';
import { DEMO_DKIM_PRIVATE_KEY, DEMO_DKIM_SELECTOR } from './demoDkimKey';

export interface DemoForwardInput {
  provider: ProviderKey;
  event: Pick<Concert, 'concertName' | 'concertDate' | 'concertVenue' | 'concertCity'>;
  /** The seller: the original's To and the forward's sender. */
  from: string;
  /** The verification mailbox. */
  to: string;
}

export interface DemoForward {
  /** The forwarding message, ready for SMTP. */
  raw: Buffer;
  booking: BookingEmailFields;
}

const digits = (n: number): string => Array.from({ length: n }, () => randomInt(10)).join('');
const letters = (n: number): string => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(24)]).join('');

/** A fresh booking id in each provider's own style, so every demo run can be listed. */
const BOOKING_IDS: Record<ProviderKey, () => string> = {
  bookmyshow: () => `BMS${letters(3)}${digits(5)}`,
  district: () => `DSTN-${digits(5)}-${letters(2)}`,
  skillbox: () => `SKB-${new Date().getFullYear()}-${digits(6)}`,
  sortmyscene: () => `SMS${digits(7)}`,
};

/** Seating sections with their face value per ticket before the event's own scale; a few are standing. */
const SECTIONS = [
  { name: 'GOLD', rupees: 2500, seated: true },
  { name: 'PLATINUM', rupees: 4500, seated: true },
  { name: 'SILVER', rupees: 1500, seated: true },
  { name: 'Fan Pit', rupees: 3500, seated: false },
  { name: 'General Admission', rupees: 999, seated: false },
  { name: 'Balcony', rupees: 1200, seated: true },
];

/** A number from 0 to 1 that is the same for the same text: each event keeps its own price scale. */
function steady(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash / 4294967296;
}

/** A booking as a box office sells it for this event: a section, 1 to 4 tickets side by side, its price. */
function demoSeats(eventName: string): Pick<BookingEmailFields, 'seat' | 'quantity' | 'amountPaid'> {
  const section = SECTIONS[randomInt(SECTIONS.length)];
  const quantity = 1 + randomInt(4);
  // From 0.6× to 1.8× of the section's base, rounded to ₹50: a stadium show and a club night differ.
  const perTicket = Math.max(50, Math.round((section.rupees * (0.6 + 1.2 * steady(eventName))) / 50) * 50);
  if (!section.seated) return { seat: `${section.name} (standing)`, quantity, amountPaid: perTicket * quantity };
  const row = 'ABCDEFGHJKLMN'[randomInt(13)];
  const first = 1 + randomInt(30);
  const seats = Array.from({ length: quantity }, (_, i) => `${row}${first + i}`).join(', ');
  return { seat: `${section.name} - Row ${row}, Seat${quantity > 1 ? 's' : ''} ${seats}`, quantity, amountPaid: perTicket * quantity };
}

export function providerNamed(key: string): Provider | undefined {
  return PROVIDERS.find((p) => p.key === key);
}

export interface SignedBookingInput {
  provider: ProviderKey;
  event: DemoForwardInput['event'];
  /** The buyer the provider wrote to: the seller's address. */
  to: string;
  /** The key the provider's domain is signed with, under this selector. */
  key: { selector: string; privateKey: string };
}

/** A provider's confirmation e-mail for this event in its own layout, with varied seats, signed with `key`. */
export async function buildSignedBooking(input: SignedBookingInput): Promise<DemoForward> {
  const provider = providerNamed(input.provider);
  if (!provider) throw new Error(`unknown provider ${input.provider}`);
  const booking: BookingEmailFields = {
    to: input.to,
    eventName: input.event.concertName,
    eventDate: input.event.concertDate,
    venue: input.event.concertVenue,
    city: input.event.concertCity,
    ...demoSeats(input.event.concertName),
    bookingId: BOOKING_IDS[provider.key](),
  };
  const raw = await signOriginal(buildOriginal(provider.key, booking), { domain: provider.domain, ...input.key });
  return { raw, booking };
}

/**
 * What a seller's mailbox would send after 'Forward as attachment' on a provider's confirmation e-mail for
 * this event: the original in the provider's layout, signed with the demo key the server trusts outside
 * production, attached to a forward from `from`.
 */
export async function buildDemoForward(input: DemoForwardInput): Promise<DemoForward> {
  const key = { selector: DEMO_DKIM_SELECTOR, privateKey: DEMO_DKIM_PRIVATE_KEY };
  const { raw: signed, booking } = await buildSignedBooking({ provider: input.provider, event: input.event, to: input.from, key });
  const provider = providerNamed(input.provider) as Provider;
  const raw = await wrapAsAttachment(signed, { from: input.from, to: input.to, subject: `Fwd: your ${provider.name} booking` });
  return { raw, booking };
}
