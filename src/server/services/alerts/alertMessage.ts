import { formatEventDay, formatRupees } from '../../../shared/format';
import type { AlertPayload } from '../../../shared/pushAlert';
import { eventPath } from '../../../shared/slug';
import type { ConcertCardRow } from '../../db/repositories/concerts.repo';
import type { EmailMessage } from '../senders/senders';

export type { AlertPayload };

function priceLine(concert: ConcertCardRow): string {
  const from = concert.lowest_price === null ? null : formatRupees(Number(concert.lowest_price));
  const count = `${concert.tickets_listed} ticket${concert.tickets_listed === 1 ? '' : 's'} listed`;
  return from === null ? count : `From ${from} · ${count}`;
}

export function pushAlert(concert: ConcertCardRow): AlertPayload {
  return { title: `Tickets for ${concert.name}`, body: priceLine(concert), url: eventPath(concert.id, concert.name) };
}

/**
 * The alert e-mail. Its unsubscribe link opens a page that asks before it acts (a mail scanner following links
 * must not unsubscribe anyone); the List-Unsubscribe header's URL takes the one-click POST of RFC 8058.
 */
export function emailAlert(concert: ConcertCardRow, to: string, links: { publicUrl: string; token: string }): EmailMessage {
  const eventUrl = `${links.publicUrl}${eventPath(concert.id, concert.name)}`;
  const oneClick = `${links.publicUrl}/api/alerts/unsubscribe?token=${links.token}`;
  const page = `${links.publicUrl}/unsubscribe?token=${links.token}`;
  return {
    to,
    subject: `Tickets listed for ${concert.name}`,
    text: [
      `Verified tickets for ${concert.name} are on sale.`,
      '',
      `${formatEventDay(concert.date.toISOString())} · ${concert.venue}, ${concert.city}`,
      priceLine(concert),
      '',
      `See the tickets: ${eventUrl}`,
      '',
      `You asked to hear about this event. Stop these e-mails: ${page}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
