import { sql } from 'kysely';
import type { Db } from '../database';
import type { PushDeviceRow } from '../tables/alerts';

export type DeviceOwnership = Pick<PushDeviceRow, 'secret_hash' | 'user_id'>;

export async function findDevice(db: Db, deviceId: string): Promise<DeviceOwnership | undefined> {
  return db.selectFrom('push_devices').select(['secret_hash', 'user_id']).where('id', '=', deviceId).executeTakeFirst();
}

/** Records a new device unless its id is already taken (a second browser racing for it gets the first one's row). */
export async function insertDevice(db: Db, deviceId: string, secretHash: string, userId: number): Promise<void> {
  await db
    .insertInto('push_devices')
    .values({ id: deviceId, secret_hash: secretHash, user_id: userId })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function setDeviceOwner(db: Db, deviceId: string, userId: number): Promise<void> {
  await db.updateTable('push_devices').set({ user_id: userId, updated_at: sql`now()` }).where('id', '=', deviceId).execute();
}

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The browser's Web Push subscription, replacing the one before (a browser holds one per site). */
export async function setPushSubscription(db: Db, deviceId: string, subscription: PushSubscriptionKeys | null): Promise<void> {
  await db
    .updateTable('push_devices')
    .set({ endpoint: subscription?.endpoint ?? null, p256dh: subscription?.p256dh ?? null, auth: subscription?.auth ?? null, updated_at: sql`now()` })
    .where('id', '=', deviceId)
    .execute();
}

export async function takeEndpointFromOthers(db: Db, deviceId: string, endpoint: string): Promise<void> {
  await db
    .updateTable('push_devices')
    .set({ endpoint: null, p256dh: null, auth: null, updated_at: sql`now()` })
    .where('endpoint', '=', endpoint)
    .where('id', '!=', deviceId)
    .execute();
}
