/**
 * Every kind of message the verification tests send, genuine and hostile, for the tests that hold two readers
 * of one message to the same reading (readings.test.ts). No jest here.
 */
import { buildOriginal } from './bookingEmails';
import { FIXTURE_BOOKINGS } from './fixtureBookings';
import { FIXTURE_NAMES, INLINE_FORWARDS, readFixture, readInlineForward } from './fixtures';
import { FOLDING_STARTS, withControlIn, withFoldedLine, withSecondSubject, withSpaceBeforeColon } from './headerAttacks';
import { withEncodedInjectionInSubject, withInjectedSubject } from './hostileEmails';
import { bms, edit, forward, signed } from './verifyBookingHarness';
import { SHIPPED_SLUGS } from './shippedProviders';

export interface CorpusMessage {
  name: string;
  raw: Buffer;
}

const lfOnly = (raw: Buffer) => Buffer.from(raw.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');

/** Originals as providers sign them, each forwarded every way a mail client attaches one. */
async function genuine(): Promise<CorpusMessage[]> {
  const messages: CorpusMessage[] = FIXTURE_NAMES.map((name) => ({ name: `unsigned ${name}`, raw: readFixture(name) }));
  for (const key of SHIPPED_SLUGS) {
    const original = await signed(key);
    messages.push({ name: `signed ${key}`, raw: original }, { name: `signed ${key}, line feeds only`, raw: lfOnly(original) });
    for (const disposition of ['attachment', 'inline'] as const) {
      for (const encoding of ['8bit', 'base64'] as const) {
        messages.push({ name: `${key} forwarded as an ${disposition} in ${encoding}`, raw: await forward(original, { disposition, encoding }) });
      }
    }
  }
  messages.push({ name: 'bookmyshow signed with rsa-sha1', raw: await signed('bookmyshow', undefined, { algorithm: 'rsa-sha1' }) });
  messages.push({ name: 'bookmyshow forwarded twice', raw: await forward(await forward(await signed('bookmyshow'))) });
  for (const name of INLINE_FORWARDS) messages.push({ name: `inline forward ${name}`, raw: readInlineForward(name) });
  return messages;
}

/** Messages whose header a reader could take two ways, or that carry injected lines (issue 9, issue 40). */
async function hostile(): Promise<CorpusMessage[]> {
  const bookmyshow = await signed('bookmyshow');
  const cancelled = await signed('bookmyshow', edit(buildOriginal('bookmyshow', bms), /^Subject: .*$/m, 'Subject: Booking Cancelled - refund initiated'));
  const district = await signed('district');
  const messages: CorpusMessage[] = [];
  for (const [name, start] of FOLDING_STARTS) {
    messages.push(
      { name: `a second Subject starting with ${name}`, raw: withSecondSubject(cancelled, start, `Booking Confirmed - ${bms.eventName} - Booking ID ${bms.bookingId}`) },
      { name: `a District Subject starting with ${name}`, raw: withSecondSubject(district, start, 'Your tickets for Monsoon Frequencies 2027 are confirmed') },
      { name: `a forward with a line starting with ${name}`, raw: withFoldedLine(await forward(bookmyshow), start, 'X-Mailer: Folded 1.0') },
    );
  }
  for (const field of ['From', 'To', 'Subject', 'Date']) {
    messages.push({ name: `a space before the colon of ${field}`, raw: withSpaceBeforeColon(bookmyshow, field) });
  }
  for (const control of ['\x1b', '\b', '\x7f', '\x01']) {
    messages.push({ name: `control 0x${control.charCodeAt(0).toString(16)} in a header`, raw: withControlIn(bookmyshow, 'MIME-Version', control) });
  }
  messages.push(
    { name: 'raw lines injected through the Subject', raw: withInjectedSubject(bookmyshow) },
    { name: 'encoded lines injected through the Subject', raw: withEncodedInjectionInSubject(buildOriginal('bookmyshow', FIXTURE_BOOKINGS.bookmyshow)) },
  );
  return messages;
}

export async function messageCorpus(): Promise<{ genuine: CorpusMessage[]; hostile: CorpusMessage[] }> {
  return { genuine: await genuine(), hostile: await hostile() };
}
