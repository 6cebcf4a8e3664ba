import { SERVICE_WORKER_PATH } from '../../../shared/pushAlert';

/** What the server keeps of a browser's push subscription (PushSubscription.toJSON()). */
export interface BrowserPushSubscription {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** A push service that does not answer (a browser with no way out to it) must not leave the fan waiting. */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 20_000;

/** Whether this browser can show this site's notifications at all: a service worker, Push and Notifications. */
export function canUsePush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Asks the browser's own question ('Allow notifications?'); true when the fan allowed them. */
export async function notificationsAllowed(): Promise<boolean> {
  return (await Notification.requestPermission()) === 'granted';
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The push service did not answer')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Registers the service worker and subscribes this browser to push messages signed with the server's key (a
 * subscription made for another key is replaced). Rejects when the push service cannot be reached.
 */
export async function subscribeThisBrowser(publicKey: string, timeoutMs = PUSH_SUBSCRIBE_TIMEOUT_MS): Promise<BrowserPushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameBytes(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const subscription =
    existing && sameBytes(existing.options.applicationServerKey, key)
      ? existing
      : await withTimeout(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), timeoutMs);
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('The browser gave a push subscription without its keys');
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}
