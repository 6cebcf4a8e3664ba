import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { clockText, encodeQuotedPrintable, headerText } from '../../src/server/mailbox/bookingLayouts/mimeEncoding';
import { crlf, layoutValues, type BookingEmailFields } from '../../src/server/mailbox/bookingLayouts/layoutValues';
import { buildOriginal } from '../../src/server/mail/testing/bookingEmails';
import { signOriginal, wrapAsAttachment } from '../../src/server/mailbox/demoBooking';
import type { RunningServer } from './server';

/**
 * A DKIM key of the journey's own, and the DKIM_TEST_KEYS file that makes a development server trust it. Under the
 * selector 'mp-test', which Try it names as a development test key rather than DNS.
 */
export interface TestKey {
  selector: string;
  privateKey: string;
  /** The file to pass as DKIM_TEST_KEYS: the public key published for each domain given. */
  keysFile: string;
}

export function makeTestKey(domains: string[], selector = 'mp-test'): TestKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  const keysFile = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-dkim-')), 'keys.json');
  writeFileSync(keysFile, JSON.stringify(Object.fromEntries(domains.map((domain) => [`${selector}._domainkey.${domain}`, record]))));
  return { selector, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), keysFile };
}

/**
 * TicketNest, the fifth provider: a layout none of the shipped four has. Plain text, quoted-printable, its values
 * after dotted leaders, the reference on a line of its own, the event's name in the subject.
 */
export function ticketNestOriginal(fields: BookingEmailFields): Buffer {
  const v = layoutValues(fields);
  const row = (label: string, value: string) => `${label.padEnd(14, '.')} ${value}`;
  const text = [
    `Namaste ${v.firstName},`,
    '',
    'Your e-ticket is ready. Show this e-mail or the TicketNest app at the gate.',
    '',
    `Reference no. ${v.bookingId}`,
    '',
    row('Show', v.eventName),
    row('Starts', `${v.eventDay}, ${clockText(v.eventMoment)}`),
    row('Venue', `${v.venue}, ${v.city}`),
    row('Passes', String(v.quantity)),
    row('Zone', v.seat),
    row('Charged', `Rs. ${v.amountWithPaise}`),
    '',
    'TicketNest: tickets for the shows you love.',
    '',
  ].join('\r\n');
  return Buffer.from(
    crlf([
      'From: TicketNest <e-tickets@ticketnest.in>',
      `To: ${v.to}`,
      `Subject: ${headerText(`Your TicketNest e-ticket for ${v.eventName}`)}`,
      `Date: ${v.dateHeader}`,
      `Message-ID: <tn-${v.stamp}-${v.bookingId}@ticketnest.in>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      encodeQuotedPrintable(text),
    ]),
    'utf8',
  );
}

/** District after a change of layout: the same body, a new subject line ("Booking confirmed: …"). */
export function districtNewSubjectOriginal(fields: BookingEmailFields): Buffer {
  const old = buildOriginal('district', fields).toString('utf8');
  return Buffer.from(old.replace(/^Subject: .*$/m, `Subject: ${headerText(`Booking confirmed: ${fields.eventName}`)}`), 'utf8');
}

/** The original signed by `domain` with the journey's key, as the provider's mailer would send it. */
export function signAs(original: Buffer, domain: string, key: TestKey): Promise<Buffer> {
  return signOriginal(original, { domain, selector: key.selector, privateKey: key.privateKey });
}

/** What the seller's mailbox sends after 'Forward as attachment', delivered over SMTP to the server's mailbox. */
export async function forwardToMailbox(server: RunningServer, from: string, signed: Buffer): Promise<void> {
  const mailbox = ((await (await fetch(`${server.origin}/api/verification-mailbox`)).json()) as { address: string }).address;
  const raw = await wrapAsAttachment(signed, { from, to: mailbox, subject: 'Fwd: my tickets' });
  const transport = createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from, to: mailbox }, raw });
  } finally {
    transport.close();
  }
}
