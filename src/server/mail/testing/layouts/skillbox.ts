import { clockText, headerText } from '../../../mailbox/bookingLayouts/mimeEncoding';
import { crlf, type LayoutValues } from '../../../mailbox/bookingLayouts/layoutValues';

/** Skillbox: one 8-bit text part, labels padded into a column. */
export function skillboxLayout(v: LayoutValues): string {
  const field = (label: string, text: string) => `${label.padEnd(14)}: ${text}`;
  const orderNumber = v.bookingId.split('-').pop() ?? v.bookingId;
  return crlf([
    'From: "Skillbox Tickets" <orders@skillboxes.com>',
    `To: <${v.to}>`,
    `Subject: ${headerText(`Skillbox: Order #${v.bookingId} confirmed for ${v.eventName}`)}`,
    `Date: ${v.dateHeader}`,
    `Message-ID: <${v.messageId ?? `${orderNumber}.order@skillboxes.com`}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    `Dear ${v.name},`,
    '',
    'Thank you for your purchase on Skillbox.',
    '',
    field('Order ID', v.bookingId),
    field('Event', v.eventName),
    field('Date', `${v.eventDay} at ${clockText(v.eventMoment)}`),
    field('Venue', `${v.venue}, ${v.city}`),
    field('Ticket Type', v.seat),
    field('Qty', String(v.quantity)),
    field('Total Paid', `INR ${v.amountWithPaise}`),
    '',
    'Your QR code is attached to your account. See you at the show!',
    '- Team Skillbox',
  ]);
}
