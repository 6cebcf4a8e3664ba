import { createECDH } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { setPushSubscription, takeEndpointFromOthers, type PushSubscriptionKeys } from '../../db/repositories/pushDevices.repo';
import { AppError } from '../../http/AppError';
import { P256DH_MESSAGE } from '../../schemas/alerts';
import { claimDevice, type SignedInDeviceCaller } from './deviceAccess';
import { isAllowedPushEndpoint, PUSH_ENDPOINT_REFUSAL, type EndpointRules } from './pushEndpoint';

const unpadded = (text: string) => text.replace(/=+$/, '');

/** A point on P-256, or the web-push library would fail on every send to it (and the job retry in vain). */
function isP256Point(key: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the browser's push subscription on its device, checked before anything is claimed or kept. The same
 * endpoint on another device id is that browser from before it lost its storage: it is taken off there, so the
 * browser is pushed to once.
 */
export async function registerPushSubscription(db: Kysely<Database>, caller: SignedInDeviceCaller, subscription: PushSubscriptionKeys, rules: EndpointRules): Promise<void> {
  if (!isAllowedPushEndpoint(subscription.endpoint, rules)) throw new AppError(400, PUSH_ENDPOINT_REFUSAL);
  if (!isP256Point(subscription.p256dh)) throw new AppError(400, P256DH_MESSAGE);
  const kept = { endpoint: subscription.endpoint, p256dh: unpadded(subscription.p256dh), auth: unpadded(subscription.auth) };
  await db.transaction().execute(async (tx) => {
    await claimDevice(tx, caller);
    await takeEndpointFromOthers(tx, caller.deviceId, kept.endpoint);
    await setPushSubscription(tx, caller.deviceId, kept);
  });
}

export async function removePushSubscription(db: Kysely<Database>, caller: SignedInDeviceCaller): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await claimDevice(tx, caller);
    await setPushSubscription(tx, caller.deviceId, null);
  });
}
