import { formatEventDay } from '../../../shared/format';
import { toIndiaTime } from '../../../shared/indiaTime';
import type { AlertPayload } from '../../../shared/pushAlert';
import { eventPath } from '../../../shared/slug';
import type { EmailMessage } from '../senders/senders';

/** What happened to the event: a new date, or no show at all. */
export type EventChange = 'postponed' | 'cancelled';
/** Who is told: a fan who asked about the event, or a seller with listings on it. */
export type ChangeAudience = 'fan' | 'seller';

export interface ChangedEvent {
  id: number;
  name: string;
  date: Date;
  venue: string;
  city: string;
  cancellationReason: string | null;
}

/** 'Sun, 14 Feb 2027 at 19:30 (India time)'. */
export function indiaWhen(date: Date): string {
  const iso = date.toISOString();
  return `${formatEventDay(iso)} at ${toIndiaTime(iso).slice(11)} (India time)`;
}

function headline(event: ChangedEvent, change: EventChange): string {
  return change === 'postponed' ? `${event.name} is postponed to ${indiaWhen(event.date)}` : `${event.name} is cancelled`;
}

export function eventChangePush(event: ChangedEvent, change: EventChange): AlertPayload {
  return {
    title: change === 'postponed' ? `Postponed: ${event.name}` : `Cancelled: ${event.name}`,
    body: change === 'postponed' ? `Now on ${indiaWhen(event.date)}` : (event.cancellationReason ?? 'The event will not take place'),
    url: eventPath(event.id, event.name),
  };
}

function sellerLines(change: EventChange): string[] {
  return change === 'postponed'
    ? ['Your listings for it stay on sale for the new date. If you can no longer go, edit or remove them from your profile.']
    : ['Your listings for it were closed: buyers no longer see them. Ask the original seller about a refund for your tickets.'];
}

/** The e-mail: to a fan with the unsubscribe page of the event's alerts, to a seller about their listings. */
export function eventChangeEmail(event: ChangedEvent, change: EventChange, audience: ChangeAudience, to: string, links: { publicUrl: string; unsubscribePage: string | null }): EmailMessage {
  const eventUrl = `${links.publicUrl}${eventPath(event.id, event.name)}`;
  const subject = change === 'postponed' ? `Postponed: ${event.name}` : `Cancelled: ${event.name}`;
  const lines = [
    `${headline(event, change)}.`,
    ...(change === 'cancelled' && event.cancellationReason !== null ? [`The organisers say: ${event.cancellationReason}`] : []),
    '',
    `${event.venue}, ${event.city}`,
    `The event: ${eventUrl}`,
    '',
    ...(audience === 'seller' ? sellerLines(change) : []),
    ...(links.unsubscribePage === null ? [] : [`You asked to hear about this event. Stop these e-mails: ${links.unsubscribePage}`]),
  ];
  return { to, subject, text: lines.join('\n') };
}
