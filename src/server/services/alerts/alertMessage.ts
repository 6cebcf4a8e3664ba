import { formatEventDay, formatRupees } from '../../../shared/format';
import type { AlertPayload } from '../../../shared/pushAlert';
import { eventPath } from '../../../shared/slug';
import type { ConcertCardRow } from '../../db/repositories/concerts.repo';
import type { EmailMessage } from '../senders/senders';

export type { AlertPayload };

/** The listing an alert is about, as it stands when the alert goes out. */
export interface AlertedListing {
  quantity: number;
  price: number;
}

const tickets = (count: number) => `${count} ticket${count === 1 ? '' : 's'}`;

/** A new listing's alert names its own price: the one its seller saved, or the one left standing. */
function listingLine(listing: AlertedListing): string {
  return `${tickets(listing.quantity)} at ${formatRupees(listing.price)} each`;
}

function lowestLine(concert: ConcertCardRow): string {
  return `Now from ${formatRupees(Number(concert.lowest_price))} a ticket · ${tickets(concert.tickets_listed)} listed`;
}

export function pushAlert(concert: ConcertCardRow, listing: AlertedListing): AlertPayload {
  return { title: `Tickets for ${concert.name}`, body: listingLine(listing), url: eventPath(concert.id, concert.name) };
}

export function pushLowestPrice(concert: ConcertCardRow): AlertPayload {
  return { title: `New lowest price for ${concert.name}`, body: lowestLine(concert), url: eventPath(concert.id, concert.name) };
}

interface AlertLinks {
  publicUrl: string;
  token: string;
}

/**
 * An alert e-mail. Its unsubscribe link opens a page that asks before it acts (a mail scanner following links
 * must not unsubscribe anyone); the List-Unsubscribe header's URL takes the one-click POST of RFC 8058.
 */
function alertEmail(concert: ConcertCardRow, to: string, links: AlertLinks, text: { subject: string; lead: string; price: string }): EmailMessage {
  const eventUrl = `${links.publicUrl}${eventPath(concert.id, concert.name)}`;
  const oneClick = `${links.publicUrl}/api/alerts/unsubscribe?token=${links.token}`;
  const page = `${links.publicUrl}/unsubscribe?token=${links.token}`;
  return {
    to,
    subject: text.subject,
    text: [
      text.lead,
      '',
      `${formatEventDay(concert.date.toISOString())} · ${concert.venue}, ${concert.city}`,
      text.price,
      '',
      `See the tickets: ${eventUrl}`,
      '',
      `You asked to hear about this event. Stop these e-mails: ${page}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function emailAlert(concert: ConcertCardRow, listing: AlertedListing, to: string, links: AlertLinks): EmailMessage {
  return alertEmail(concert, to, links, {
    subject: `Tickets listed for ${concert.name}`,
    lead: `Verified tickets for ${concert.name} are on sale.`,
    price: listingLine(listing),
  });
}

export function emailLowestPrice(concert: ConcertCardRow, to: string, links: AlertLinks): EmailMessage {
  return alertEmail(concert, to, links, {
    subject: `New lowest price for ${concert.name}`,
    lead: `A seller lowered their price: verified tickets for ${concert.name} now cost less.`,
    price: lowestLine(concert),
  });
}
