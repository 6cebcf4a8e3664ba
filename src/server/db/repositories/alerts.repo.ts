import { sql } from 'kysely';
import type { Db } from '../database';
import type { AlertChannel } from '../tables/alerts';

export interface PushRecipient {
  deviceId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface EmailRecipient {
  userId: number;
  email: string;
}

/**
 * Who hears about a new listing for an event: the browsers subscribed to it that have a push subscription, and
 * by e-mail every account with a verified address that subscribed to it or asked for its tickets, except the
 * seller. A requester's own browsers with a push subscription are pushed to as well.
 */
export async function alertRecipients(db: Db, concertId: number, sellerId: number): Promise<{ push: PushRecipient[]; email: EmailRecipient[] }> {
  const interested = db
    .selectFrom('concert_subscriptions')
    .select('user_id')
    .where('concert_id', '=', concertId)
    .where('user_id', 'is not', null)
    .union(db.selectFrom('manual_ticket_requests').select('user_id').where('concert_id', '=', concertId).where('user_id', 'is not', null));
  const push = await db
    .selectFrom('push_devices as d')
    .select(['d.id as deviceId', 'd.endpoint', 'd.p256dh', 'd.auth'])
    .where('d.endpoint', 'is not', null)
    .where('d.p256dh', 'is not', null)
    .where('d.auth', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('concert_subscriptions as s').select(sql`1`.as('one')).where('s.concert_id', '=', concertId).whereRef('s.push_user_id', '=', 'd.id')),
        eb.exists(eb.selectFrom('manual_ticket_requests as r').select(sql`1`.as('one')).where('r.concert_id', '=', concertId).whereRef('r.user_id', '=', 'd.user_id')),
      ]),
    )
    .where((eb) => eb.or([eb('d.user_id', 'is', null), eb('d.user_id', '!=', sellerId)]))
    .orderBy('d.id')
    .execute();
  const email = await db
    .selectFrom('users as u')
    .select(['u.id as userId', 'u.email'])
    .where('u.id', 'in', interested)
    .where('u.id', '!=', sellerId)
    .where('u.email_verification_status', '=', 'VERIFIED')
    .orderBy('u.id')
    .execute();
  return { push: push as PushRecipient[], email };
}

export async function alreadyDelivered(db: Db, listingId: number, channel: AlertChannel, recipient: string): Promise<boolean> {
  const row = await db
    .selectFrom('alert_deliveries')
    .select('sent_at')
    .where('listing_id', '=', listingId)
    .where('channel', '=', channel)
    .where('recipient', '=', recipient)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordDelivery(db: Db, listingId: number, channel: AlertChannel, recipient: string, at: Date): Promise<void> {
  await db
    .insertInto('alert_deliveries')
    .values({ listing_id: listingId, channel, recipient, sent_at: at })
    .onConflict((oc) => oc.columns(['listing_id', 'channel', 'recipient']).doNothing())
    .execute();
}

/** The event's lowest price among the listings on show, or null when none is. */
export async function eventLowestPrice(db: Db, concertId: number): Promise<number | null> {
  const row = await db.selectFrom('concert_stats').select('lowest_price').where('concert_id', '=', concertId).executeTakeFirst();
  return row?.lowest_price == null ? null : Number(row.lowest_price);
}

/** Claims the event's 'new lowest price' alert for `price` unless one went out since `since`: true when this call did. */
export async function claimLowestPriceAlert(db: Db, concertId: number, price: number, now: Date, since: Date): Promise<boolean> {
  const claimed = await db
    .insertInto('lowest_price_alerts')
    .values({ concert_id: concertId, price: price.toFixed(2), sent_at: now })
    .onConflict((oc) =>
      oc
        .column('concert_id')
        .doUpdateSet((eb) => ({ price: eb.ref('excluded.price'), sent_at: eb.ref('excluded.sent_at') }))
        .where('lowest_price_alerts.sent_at', '<=', since),
    )
    .returning('concert_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The push service forgot this subscription: so do we (the browser subscribes again when it next asks). */
export async function forgetPushSubscription(db: Db, deviceId: string, endpoint: string): Promise<void> {
  await db.updateTable('push_devices').set({ endpoint: null, p256dh: null, auth: null }).where('id', '=', deviceId).where('endpoint', '=', endpoint).execute();
}

/** Stops every alert about one event for one account: its subscriptions and its ticket request. */
export async function stopAlertsFor(db: Db, userId: number, concertId: number): Promise<void> {
  await db.deleteFrom('concert_subscriptions').where('user_id', '=', userId).where('concert_id', '=', concertId).execute();
  await db.deleteFrom('manual_ticket_requests').where('user_id', '=', userId).where('concert_id', '=', concertId).execute();
}
