import { sql } from 'kysely';
import { alertRecipients, forgetPushSubscription } from '../../db/repositories/alerts.repo';
import { insertJob } from '../../db/repositories/jobs.repo';
import type { Db } from '../../db/database';
import type { JobHandler } from '../../jobs/jobTypes';
import type { AlertDeps } from './alertJobs';
import { eventChangeEmail, eventChangePush, type ChangeAudience, type ChangedEvent, type EventChange } from './eventChangeMessage';
import { unsubscribeToken } from './unsubscribeToken';

export const EVENT_CHANGE_ALERTS_JOB = 'event-change-alerts';
export const SEND_EVENT_CHANGE_JOB = 'send-event-change';

interface EventChangeAlerts {
  concertId: number;
  change: EventChange;
  /** Which change of the event (its time, in ms): two postponements each alert, one retried does not. */
  changeId: number;
}

interface SendEventChange extends EventChangeAlerts {
  channel: 'push' | 'email';
  audience: ChangeAudience;
  recipient: string;
}

/** Called in the transaction of the postponement or cancellation: the alerts go out only if it commits. */
export async function enqueueEventChangeAlerts(db: Db, alerts: EventChangeAlerts, now: Date): Promise<void> {
  const key = `${EVENT_CHANGE_ALERTS_JOB}:${alerts.concertId}:${alerts.changeId}`;
  await insertJob(db, { kind: EVENT_CHANGE_ALERTS_JOB, key, payload: alerts, runAt: now });
}

/**
 * The sellers to tell, by account: after a postponement those with listings on sale; after a cancellation those
 * whose listings it closed.
 */
async function sellersToTell(db: Db, concertId: number, change: EventChange): Promise<{ userId: number; email: string }[]> {
  const listings = db
    .selectFrom('ticket_listings as l')
    .select('l.seller_id')
    .where('l.concert_id', '=', concertId)
    .where('l.ticket_status', '=', 'LISTED')
    .where(change === 'postponed' ? sql<boolean>`l.hidden_at is null` : sql<boolean>`l.hidden_cause = 'EVENT_CANCELLED'`);
  return db.selectFrom('users as u').select(['u.id as userId', 'u.email']).where('u.id', 'in', listings).orderBy('u.id').execute();
}

async function changedEvent(db: Db, concertId: number): Promise<ChangedEvent | undefined> {
  const row = await db
    .selectFrom('concerts')
    .select(['id', 'name', 'date', 'venue', 'city', 'cancellation_reason'])
    .where('id', '=', concertId)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, date: row.date, venue: row.venue, city: row.city, cancellationReason: row.cancellation_reason };
}

/**
 * `event-change-alerts` finds who to tell (the fans who subscribed to the event or asked for its tickets, by push
 * and e-mail as for a new listing, and the sellers with listings on it, by e-mail) and queues one
 * `send-event-change` each; a seller who is also a fan of the event gets the seller's e-mail only.
 */
export function eventChangeJobHandlers(deps: AlertDeps): Record<string, JobHandler> {
  return {
    [EVENT_CHANGE_ALERTS_JOB]: async (payload, { db, log, now }) => {
      const alerts = payload as EventChangeAlerts;
      const sellers = await sellersToTell(db, alerts.concertId, alerts.change);
      const fans = await alertRecipients(db, alerts.concertId, 0);
      const sellerIds = new Set(sellers.map((s) => s.userId));
      const sends: SendEventChange[] = [
        ...sellers.map((s) => ({ ...alerts, channel: 'email' as const, audience: 'seller' as const, recipient: String(s.userId) })),
        ...fans.email.filter((f) => !sellerIds.has(f.userId)).map((f) => ({ ...alerts, channel: 'email' as const, audience: 'fan' as const, recipient: String(f.userId) })),
        ...fans.push.map((d) => ({ ...alerts, channel: 'push' as const, audience: 'fan' as const, recipient: d.deviceId })),
      ];
      for (const send of sends) {
        const key = `${SEND_EVENT_CHANGE_JOB}:${send.concertId}:${send.changeId}:${send.channel}:${send.recipient}`;
        await insertJob(db, { kind: SEND_EVENT_CHANGE_JOB, key, payload: send, runAt: now });
      }
      log.info({ concertId: alerts.concertId, change: alerts.change, sellers: sellers.length, fans: fans.email.length, browsers: fans.push.length }, 'alerts: queued for an event change');
    },

    [SEND_EVENT_CHANGE_JOB]: async (payload, { db, log }) => {
      const send = payload as SendEventChange;
      const event = await changedEvent(db, send.concertId);
      if (event === undefined) return;
      if (send.channel === 'push') {
        const device = (await alertRecipients(db, send.concertId, 0)).push.find((d) => d.deviceId === send.recipient);
        if (device === undefined) return;
        if ((await deps.push.send(device, eventChangePush(event, send.change))) === 'gone') {
          await forgetPushSubscription(db, device.deviceId, device.endpoint);
          log.info({ device: device.deviceId }, 'alerts: the push service forgot this browser; its subscription is removed');
        }
        return;
      }
      const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', Number(send.recipient)).executeTakeFirst();
      if (user === undefined) return;
      const unsubscribePage = send.audience === 'fan' ? `${deps.publicUrl}/unsubscribe?token=${unsubscribeToken(deps.secret, user.id, event.id)}` : null;
      await deps.email.sendEmail(eventChangeEmail(event, send.change, send.audience, user.email, { publicUrl: deps.publicUrl, unsubscribePage }));
    },
  };
}
