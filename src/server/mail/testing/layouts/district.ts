import { encodeBase64Lines, clockText, escapeHtml as h, headerText } from '../../../mailbox/bookingLayouts/mimeEncoding';
import { crlf, joinLines, type LayoutValues } from '../../../mailbox/bookingLayouts/layoutValues';

/** District: a single base64 HTML part (LF line ends inside), label and value as paragraphs. */
export function districtLayout(v: LayoutValues): string {
  const value = (label: string, text: string) => `<p class="label">${label}</p><p class="value">${text}</p>`;
  const html = joinLines(
    [
      '<html><body>',
      '<div style="max-width:560px;margin:auto;font-family:Helvetica,Arial">',
      `<h1 style="font-size:22px">You're all set, ${h(v.firstName)}!</h1>`,
      `<p>Your tickets for <strong>${h(v.eventName)}</strong> are confirmed.</p>`,
      '<div class="card">',
      value('Booking ID', h(v.bookingId)),
      value('When', `${v.eventDay} | ${clockText(v.eventMoment)}`),
      value('Where', h(`${v.venue}, ${v.city}`)),
      value('Tickets', h(`${v.quantity} x ${v.seat}`)),
      value('Order total', `&#8377;${v.amount}`),
      '</div>',
      '<p style="font-size:12px;color:#777">Tickets are also available in the District app under Your Tickets.</p>',
      '</div></body></html>',
      '',
    ],
    '\n',
  );
  const idDigits = v.bookingId.replace(/\D/g, '') || v.stamp;
  return crlf([
    'From: District <noreply@district.in>',
    `To: ${v.to}`,
    `Subject: ${headerText(`Your tickets for ${v.eventName} are confirmed`)}`,
    `Date: ${v.dateHeader}`,
    `Message-ID: <${v.messageId ?? `c0ffee42-${idDigits}@district.in`}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    encodeBase64Lines(html),
  ]);
}
