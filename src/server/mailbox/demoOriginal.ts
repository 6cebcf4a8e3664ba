import { randomInt } from 'node:crypto';
import { BOOKING_FIELDS, type BookingField, type ProviderDefinition } from '../../shared/providerDefinition';
import { parseMail } from '../mail/parseMail';
import type { ParsedBooking } from '../mail/parsers/booking';
import { bookingSource } from '../mail/parsers/byProvider';
import { compiledProvider } from '../mail/providers/compileProvider';
import { readBooking } from '../mail/providers/readBooking';
import { crlf, layoutValues, type BookingEmailFields, type LayoutValues } from './bookingLayouts/layoutValues';
import { clockText, encodeQuotedPrintable, headerText } from './bookingLayouts/mimeEncoding';

/** Why a provider's definition cannot be demoed: said to whoever asked for the demo forward. */
export class DemoUnavailable extends Error {
  override name = 'DemoUnavailable';
}

/** Each field as a confirmation prints it, in the forms the readers accept. */
function printed(v: LayoutValues): Record<BookingField, string> {
  return {
    bookingId: v.bookingId,
    eventName: v.eventName,
    dateTime: `${v.eventDay}, ${clockText(v.eventMoment, true)}`,
    venue: `${v.venue}, ${v.city}`,
    quantity: String(v.quantity),
    amountPaid: `Rs. ${v.amountWithPaise}`,
    seat: v.seat,
  };
}

/** Where fields share a label ("Tickets: 2 x GOLD"), how their values may be joined on its line. */
const JOINS = [' x ', ' × ', ' - ', ', ', ' | ', ' / ', ' '];

/**
 * The text lines for the body's label rules: one "Label: value" line per label, the values of the fields that share
 * it joined by `join` (in field order, or reversed). Subject rules need no line; a body pattern without a label
 * cannot be written from its definition, so its field stays missing and the read-back says so.
 */
function labelLines(definition: ProviderDefinition, values: Record<BookingField, string>, join: string, reversed: boolean): string[] {
  const byLabel = new Map<string, string[]>();
  for (const field of BOOKING_FIELDS) {
    const { label, in: where } = definition.fields[field];
    if (!label || where === 'subject') continue;
    byLabel.set(label, [...(byLabel.get(label) ?? []), values[field]]);
  }
  return [...byLabel].map(([label, shared]) => `${label}: ${(reversed ? [...shared].reverse() : shared).join(join)}`);
}

/**
 * The subject the wizard tells sellers to search for, filled in: {event} is the event's name, and "…" the booking id
 * with what the provider prints right before it ("TH-…" gives TH-<digits>).
 */
function demoSubject(definition: ProviderDefinition, eventName: string, digits: string): { subject: string; bookingId: string } {
  const template = definition.sellerHelp.subjectToSearch;
  const prefix = /([A-Za-z0-9-]*)…/.exec(template)?.[1] ?? '';
  const bookingId = `${prefix}${digits}`;
  return { subject: template.replace(`${prefix}…`, bookingId).replace('{event}', eventName), bookingId };
}

function message(definition: ProviderDefinition, v: LayoutValues, subject: string, lines: string[]): string {
  const domain = definition.fromDomains[0] ?? definition.dkimDomains[0];
  const text = [`Dear ${v.firstName},`, '', `Your ${definition.name} booking is confirmed.`, '', ...lines, ''].join('\r\n');
  return crlf([
    `From: ${definition.name} <tickets@${domain}>`,
    `To: ${v.to}`,
    `Subject: ${headerText(subject)}`,
    `Date: ${v.dateHeader}`,
    `Message-ID: <demo-${v.stamp}-${v.bookingId}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    encodeQuotedPrintable(text),
  ]);
}

const reads = (booking: ParsedBooking | null, fields: BookingEmailFields, v: LayoutValues): boolean =>
  booking !== null &&
  booking.bookingId === fields.bookingId &&
  booking.eventName === fields.eventName &&
  booking.eventDate === v.eventDay &&
  booking.venue === fields.venue &&
  booking.city === fields.city &&
  booking.seat === fields.seat &&
  booking.quantity === fields.quantity &&
  booking.amountPaid === fields.amountPaid;

/**
 * A confirmation e-mail for this booking written from the provider's current definition alone (subject from its
 * seller help, a "Label: value" line per label rule), kept only when the provider's own rules read every field of
 * it back: what the demo forward signs. `bookingId` in `fields` is replaced by one in the subject's style.
 */
export async function demoOriginal(definition: ProviderDefinition, fields: Omit<BookingEmailFields, 'bookingId'>): Promise<{ raw: Buffer; booking: BookingEmailFields }> {
  const { subject, bookingId } = demoSubject(definition, fields.eventName, Array.from({ length: 10 }, () => randomInt(10)).join(''));
  const booking = { ...fields, bookingId };
  const v = layoutValues(booking);
  const values = printed(v);
  const provider = compiledProvider(definition);
  for (const join of JOINS) {
    for (const reversed of [false, true]) {
      const raw = Buffer.from(message(definition, v, subject, labelLines(definition, values, join, reversed)), 'utf8');
      if (reads(readBooking(provider, bookingSource(await parseMail(raw))), booking, v)) return { raw, booking };
    }
  }
  throw new DemoUnavailable(
    `${definition.name} has no demo forward: an e-mail written from its definition (the subject '${definition.sellerHelp.subjectToSearch}', a line per label) does not read back every field with its own rules. Send a real ${definition.name} confirmation instead.`,
  );
}

