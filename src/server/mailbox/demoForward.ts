import { randomInt } from 'node:crypto';
import type { Concert } from '../../shared/entities';
import type { ProviderDefinition } from '../../shared/providerDefinition';
import { signOriginal, wrapAsAttachment, type BookingEmailFields } from './demoBooking';
import { DEMO_DKIM_PRIVATE_KEY, DEMO_DKIM_SELECTOR } from './demoDkimKey';
import { demoOriginal } from './demoOriginal';

export interface DemoForwardInput {
  /** The provider's current definition, from its row. */
  provider: ProviderDefinition;
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

export interface SignedBookingInput {
  provider: ProviderDefinition;
  event: DemoForwardInput['event'];
  /** The buyer the provider wrote to: the seller's address. */
  to: string;
  /** The key the provider's domain is signed with, under this selector. */
  key: { selector: string; privateKey: string };
}

/**
 * A provider's confirmation e-mail for this event, written from its definition with varied seats and a fresh booking
 * id (so every run can be listed), signed with `key` for its first DKIM domain. Throws DemoUnavailable when the
 * provider's rules do not read such an e-mail back.
 */
export async function buildSignedBooking(input: SignedBookingInput): Promise<DemoForward> {
  const { raw: original, booking } = await demoOriginal(input.provider, {
    to: input.to,
    eventName: input.event.concertName,
    eventDate: input.event.concertDate,
    venue: input.event.concertVenue,
    city: input.event.concertCity,
    ...demoSeats(input.event.concertName),
  });
  const raw = await signOriginal(original, { domain: input.provider.dkimDomains[0], ...input.key });
  return { raw, booking };
}

/**
 * What a seller's mailbox would send after 'Forward as attachment' on a provider's confirmation e-mail for
 * this event: the original as its definition reads it, signed with the demo key the server trusts outside
 * production, attached to a forward from `from`.
 */
export async function buildDemoForward(input: DemoForwardInput): Promise<DemoForward> {
  const key = { selector: DEMO_DKIM_SELECTOR, privateKey: DEMO_DKIM_PRIVATE_KEY };
  const { raw: signed, booking } = await buildSignedBooking({ provider: input.provider, event: input.event, to: input.from, key });
  const raw = await wrapAsAttachment(signed, { from: input.from, to: input.to, subject: `Fwd: your ${input.provider.name} booking` });
  return { raw, booking };
}
