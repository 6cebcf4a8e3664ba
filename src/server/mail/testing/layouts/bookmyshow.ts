import { encodeQuotedPrintable, clockText, escapeHtml as h, headerText } from '../../../mailbox/bookingLayouts/mimeEncoding';
import { crlf, joinLines, type LayoutValues } from '../../../mailbox/bookingLayouts/layoutValues';

/** BookMyShow: multipart/alternative, quoted-printable text and HTML with the same labels. */
export function bookMyShowLayout(v: LayoutValues): string {
  const idTail = v.bookingId.replace(/^BMS/, '');
  const boundary = `bms-alt-${idTail.slice(0, 4)}`;
  const when = `${v.eventDay}, ${clockText(v.eventMoment, true)}`;
  const place = `${v.venue}, ${v.city}`;
  const text = joinLines([
    `Hi ${v.name},`, '', 'Your booking is confirmed.', '',
    `Booking ID: ${v.bookingId}`, `Event: ${v.eventName}`, `Date & Time: ${when}`, `Venue: ${place}`,
    `Category: ${v.seat}`, `Quantity: ${v.quantity} Ticket(s)`, `Total Amount: Rs. ${v.amountWithPaise}`, '',
    'Show this e-mail or the m-ticket in the app at the venue.', 'Team BookMyShow', '',
  ]);
  const row = (label: string, value: string) => `<tr><td style="color:#666">${label}</td><td>${value}</td></tr>`;
  const html = joinLines([
    '<!DOCTYPE html><html><body style="font-family:Arial,sans-serif">',
    '<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #eee">',
    '<tr><td style="background:#f84464;color:#fff;padding:16px;font-size:20px">Your booking is confirmed!</td></tr>',
    `<tr><td style="padding:16px">Hi ${h(v.name)},<br>Thank you for booking with us.</td></tr>`,
    '<tr><td style="padding:16px"><table cellpadding="4">',
    row('Booking ID', `<b>${h(v.bookingId)}</b>`), row('Event', `<b>${h(v.eventName)}</b>`),
    row('Date &amp; Time', h(when)), row('Venue', h(place)), row('Category', h(v.seat)),
    row('Quantity', `${v.quantity} Ticket(s)`), row('Total Amount', `&#8377;${v.amountWithPaise}`),
    '</table></td></tr>',
    '<tr><td style="padding:16px;font-size:12px;color:#999">This is a system generated e-mail. Please do not reply.</td></tr>',
    '</table></body></html>', '',
  ]);
  const part = (type: string, body: string) => [
    `--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: quoted-printable', '', encodeQuotedPrintable(body),
  ];
  return crlf([
    'From: BookMyShow <tickets@bookmyshow.com>',
    `To: ${headerText(v.name)} <${v.to}>`,
    `Subject: ${headerText(`Booking Confirmed - ${v.eventName} - Booking ID ${v.bookingId}`)}`,
    `Date: ${v.dateHeader}`,
    `Message-ID: <${v.messageId ?? `${v.stamp}.${idTail}@mailer.bookmyshow.com`}>`,
    'MIME-Version: 1.0',
    'List-Unsubscribe: <mailto:unsubscribe@bookmyshow.com>',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    ...part('text/plain', text),
    ...part('text/html', html),
    `--${boundary}--`,
  ]);
}
