import { encodeQuotedPrintable, clockText, escapeHtml as h, headerText } from '../../../mailbox/bookingLayouts/mimeEncoding';
import { crlf, joinLines, type LayoutValues } from '../../../mailbox/bookingLayouts/layoutValues';

const BOUNDARY = '=_sms_0001';

/** SortMyScene: multipart/alternative, a short 7-bit text part and a quoted-printable HTML table. */
export function sortMySceneLayout(v: LayoutValues): string {
  const when = `${v.eventDay}, ${clockText(v.eventMoment)}`;
  const place = `${v.venue}, ${v.city}`;
  const text = joinLines([
    `${v.name}, you're in!`, '',
    `Ticket ID: ${v.bookingId}`, v.eventName, `${when} - ${place}`, `Pass: ${v.seat}`,
    `No. of tickets: ${v.quantity}`, `Amount: Rs ${v.amount}`, '',
  ]);
  const row = (label: string, value: string) => `<tr><th align="left">${label}</th><td>${value}</td></tr>`;
  const html = joinLines([
    '<html><body style="background:#111;color:#eee;font-family:sans-serif">',
    `<h2>${h(v.name)}, you're in!</h2>`,
    '<table>',
    row('Ticket ID', h(v.bookingId)), row('Event', h(v.eventName)), row('When', when), row('Venue', h(place)),
    row('Pass', h(v.seat)), row('No. of tickets', String(v.quantity)), row('Amount', `&#8377; ${v.amount}`),
    '</table>',
    '<p>Carry a valid ID. Entry closes 1 hour before the end of the event.</p>',
    '</body></html>', '',
  ]);
  const textEncoding = Buffer.byteLength(text) === text.length ? '7bit' : '8bit';
  return crlf([
    'From: SortMyScene <tickets@sortmyscene.com>',
    `To: ${v.to}`,
    `Subject: ${headerText(`You're going to ${v.eventName}! Ticket confirmation`)}`,
    `Date: ${v.dateHeader}`,
    `Message-ID: <${v.messageId ?? `${v.bookingId}.${Math.floor(v.sentAt.getTime() / 1000)}@sortmyscene.com`}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${BOUNDARY}"`,
    '',
    `--${BOUNDARY}`, 'Content-Type: text/plain; charset=utf-8', `Content-Transfer-Encoding: ${textEncoding}`, '', text,
    `--${BOUNDARY}`, 'Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable', '',
    encodeQuotedPrintable(html),
    `--${BOUNDARY}--`,
  ]);
}
