import { createECDH, randomBytes } from 'node:crypto';

/** What PushSubscription.toJSON() gives a page: the push service's URL for the browser and the browser's keys. */
export function browserPushSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}
