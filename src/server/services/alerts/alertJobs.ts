import type { FastifyBaseLogger } from 'fastify';
import { alertRecipients, alreadyDelivered, forgetPushSubscription, recordDelivery } from '../../db/repositories/alerts.repo';
import { findConcertCard } from '../../db/repositories/concerts.repo';
import { bringJobForward, insertJob } from '../../db/repositories/jobs.repo';
import type { Db } from '../../db/database';
import type { AlertChannel } from '../../db/tables/alerts';
import type { JobHandler } from '../../jobs/jobTypes';
import type { EmailMessage, EmailSender } from '../senders/senders';
import { emailAlert, pushAlert, type AlertPayload } from './alertMessage';
import type { PushSender } from './pushSender';
import { unsubscribeToken } from './unsubscribeToken';

export const LISTING_ALERTS_JOB = 'listing-alerts';
export const SEND_ALERT_JOB = 'send-alert';
/**
 * How long a new listing waits for its seller to save the details step before it alerts anyway: until then its price is
 * the face value filled in for them, which they may be about to change (or have refused, over the cap).
 */
export const LISTING_ALERT_GRACE_MS = 15 * 60 * 1000;

export interface AlertDeps {
  email: EmailSender;
  push: PushSender;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

/** One recipient of an alert about an event: a browser (push) or an account (e-mail, by user id). */
export interface AlertSend {
  channel: AlertChannel;
  recipient: string;
}

interface SendAlert extends AlertSend {
  listingId: number;
}

export const listingAlertKey = (listingId: number) => `${LISTING_ALERTS_JOB}:${listingId}`;

/**
 * Called in the transaction that puts a listing on sale: the alerts go out only if it commits, from whichever
 * process runs jobs (the mailbox process, which creates listings too, runs none), once the grace period is over or
 * the seller has saved the details (listingDetailsSaved), whichever comes first.
 */
export async function enqueueListingAlerts(db: Db, listingId: number, now: Date): Promise<void> {
  await insertJob(db, { kind: LISTING_ALERTS_JOB, key: listingAlertKey(listingId), payload: { listingId }, runAt: new Date(now.getTime() + LISTING_ALERT_GRACE_MS) });
}

async function listedListing(db: Db, listingId: number) {
  return db
    .selectFrom('ticket_listings')
    .select(['concert_id', 'seller_id', 'quantity', 'price'])
    .where('id', '=', listingId)
    .where('ticket_status', '=', 'LISTED')
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
}

/** Everyone who asked about the event, but the seller, as one send each. */
export async function sendsFor(db: Db, concertId: number, sellerId: number | null): Promise<AlertSend[]> {
  const recipients = await alertRecipients(db, concertId, sellerId ?? 0);
  return [
    ...recipients.push.map((r) => ({ channel: 'push' as const, recipient: r.deviceId })),
    ...recipients.email.map((r) => ({ channel: 'email' as const, recipient: String(r.userId) })),
  ];
}

interface AlertMessages {
  push: AlertPayload;
  email(to: string, links: { publicUrl: string; token: string }): EmailMessage;
}

/**
 * Sends one alert about an event to one recipient if they still ask to hear about it (read again now: a fan who
 * unsubscribed since hears nothing). False when nothing was sent.
 */
export async function sendAlert(deps: AlertDeps, db: Db, log: FastifyBaseLogger, about: { concertId: number; sellerId: number | null }, send: AlertSend, messages: AlertMessages): Promise<boolean> {
  const recipients = await alertRecipients(db, about.concertId, about.sellerId ?? 0);
  if (send.channel === 'push') {
    const device = recipients.push.find((r) => r.deviceId === send.recipient);
    if (device === undefined) return false;
    if ((await deps.push.send(device, messages.push)) === 'gone') {
      await forgetPushSubscription(db, device.deviceId, device.endpoint);
      log.info({ device: device.deviceId }, 'alerts: the push service forgot this browser; its subscription is removed');
      return false;
    }
    return true;
  }
  const user = recipients.email.find((r) => String(r.userId) === send.recipient);
  if (user === undefined) return false;
  await deps.email.sendEmail(messages.email(user.email, { publicUrl: deps.publicUrl, token: unsubscribeToken(deps.secret, user.userId, about.concertId) }));
  return true;
}

/**
 * The jobs behind event alerts. `listing-alerts` finds who wants to hear about the listing's event and queues one
 * `send-alert` per browser and per address, so one slow or failing recipient holds up nobody else; each send is
 * recorded in alert_deliveries and never repeated for that listing, whatever retries and restarts happen.
 */
export function alertJobHandlers(deps: AlertDeps): Record<string, JobHandler> {
  return {
    [LISTING_ALERTS_JOB]: async (payload, { db, log, now }) => {
      const { listingId } = payload as { listingId: number };
      const listing = await listedListing(db, listingId);
      if (listing === undefined) return;
      const sends = await sendsFor(db, listing.concert_id, listing.seller_id);
      for (const send of sends) {
        if (await alreadyDelivered(db, listingId, send.channel, send.recipient)) continue;
        await insertJob(db, { kind: SEND_ALERT_JOB, key: `${SEND_ALERT_JOB}:${listingId}:${send.channel}:${send.recipient}`, payload: { listingId, ...send }, runAt: now });
      }
      log.info({ listingId, sends: sends.length }, 'alerts: queued for a new listing');
    },

    [SEND_ALERT_JOB]: async (payload, { db, log, now }) => {
      const send = payload as SendAlert;
      if (await alreadyDelivered(db, send.listingId, send.channel, send.recipient)) return;
      const listing = await listedListing(db, send.listingId);
      const concert = listing && (await findConcertCard(db, listing.concert_id));
      if (listing === undefined || concert === undefined) return;
      // The price as it stands now, which is what the buyer will find.
      const alerted = { quantity: listing.quantity, price: Number(listing.price) };
      const sent = await sendAlert(deps, db, log, { concertId: listing.concert_id, sellerId: listing.seller_id }, send, {
        push: pushAlert(concert, alerted),
        email: (to, links) => emailAlert(concert, alerted, to, links),
      });
      if (sent) await recordDelivery(db, send.listingId, send.channel, send.recipient, now);
    },
  };
}

/** What a saved details step changed about the price: the listing's new price and the event's lowest before it. */
export interface SavedDetails {
  listingId: number;
  concertId: number;
  sellerId: number;
  price: number;
  lowestBefore: number | null;
}

export const LOWEST_PRICE_JOB = 'lowest-price';

/**
 * The seller saved the details step. A listing not yet announced is announced now, at the price just saved. One
 * already announced that now undercuts every other listing for the event queues a 'new lowest price' check.
 */
export async function listingDetailsSaved(db: Db, saved: SavedDetails, now: Date): Promise<void> {
  if (await bringJobForward(db, listingAlertKey(saved.listingId), now)) return;
  if (saved.lowestBefore === null || saved.price >= saved.lowestBefore) return;
  await insertJob(db, { kind: LOWEST_PRICE_JOB, payload: { concertId: saved.concertId, sellerId: saved.sellerId, before: saved.lowestBefore }, runAt: now });
}
