import { alertRecipients, alreadyDelivered, forgetPushSubscription, recordDelivery } from '../../db/repositories/alerts.repo';
import { findConcertCard } from '../../db/repositories/concerts.repo';
import { insertJob } from '../../db/repositories/jobs.repo';
import type { Db } from '../../db/database';
import type { AlertChannel } from '../../db/tables/alerts';
import type { JobHandler } from '../../jobs/jobTypes';
import type { EmailSender } from '../senders/senders';
import { emailAlert, pushAlert } from './alertMessage';
import type { PushSender } from './pushSender';
import { unsubscribeToken } from './unsubscribeToken';

export const LISTING_ALERTS_JOB = 'listing-alerts';
export const SEND_ALERT_JOB = 'send-alert';

export interface AlertDeps {
  email: EmailSender;
  push: PushSender;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

interface SendAlert {
  listingId: number;
  channel: AlertChannel;
  recipient: string;
}

/**
 * Called in the transaction that puts a listing on sale: the alerts go out only if it commits, from whichever
 * process runs jobs (the mailbox process, which creates listings too, runs none).
 */
export async function enqueueListingAlerts(db: Db, listingId: number, now: Date): Promise<void> {
  await insertJob(db, { kind: LISTING_ALERTS_JOB, key: `${LISTING_ALERTS_JOB}:${listingId}`, payload: { listingId }, runAt: now });
}

async function listedListing(db: Db, listingId: number): Promise<{ concert_id: number; seller_id: number } | undefined> {
  return db
    .selectFrom('ticket_listings')
    .select(['concert_id', 'seller_id'])
    .where('id', '=', listingId)
    .where('ticket_status', '=', 'LISTED')
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
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
      const recipients = await alertRecipients(db, listing.concert_id, listing.seller_id);
      const sends: SendAlert[] = [
        ...recipients.push.map((r) => ({ listingId, channel: 'push' as const, recipient: r.deviceId })),
        ...recipients.email.map((r) => ({ listingId, channel: 'email' as const, recipient: String(r.userId) })),
      ];
      for (const send of sends) {
        if (await alreadyDelivered(db, listingId, send.channel, send.recipient)) continue;
        await insertJob(db, { kind: SEND_ALERT_JOB, key: `${SEND_ALERT_JOB}:${listingId}:${send.channel}:${send.recipient}`, payload: send, runAt: now });
      }
      log.info({ listingId, push: recipients.push.length, email: recipients.email.length }, 'alerts: queued for a new listing');
    },

    [SEND_ALERT_JOB]: async (payload, { db, log, now }) => {
      const send = payload as SendAlert;
      if (await alreadyDelivered(db, send.listingId, send.channel, send.recipient)) return;
      const listing = await listedListing(db, send.listingId);
      const concert = listing && (await findConcertCard(db, listing.concert_id));
      if (listing === undefined || concert === undefined) return;
      // Read again now: a fan who unsubscribed since the listing appeared hears nothing.
      const recipients = await alertRecipients(db, listing.concert_id, listing.seller_id);
      if (send.channel === 'push') {
        const device = recipients.push.find((r) => r.deviceId === send.recipient);
        if (device === undefined) return;
        if ((await deps.push.send(device, pushAlert(concert))) === 'gone') {
          await forgetPushSubscription(db, device.deviceId, device.endpoint);
          log.info({ device: device.deviceId }, 'alerts: the push service forgot this browser; its subscription is removed');
          return;
        }
      } else {
        const user = recipients.email.find((r) => String(r.userId) === send.recipient);
        if (user === undefined) return;
        await deps.email.sendEmail(emailAlert(concert, user.email, { publicUrl: deps.publicUrl, token: unsubscribeToken(deps.secret, user.userId, concert.id) }));
      }
      await recordDelivery(db, send.listingId, send.channel, send.recipient, now);
    },
  };
}
