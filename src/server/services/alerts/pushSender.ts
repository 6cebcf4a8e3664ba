import webpush from 'web-push';
import { isAllowedPushEndpoint, type EndpointRules } from './pushEndpoint';
import type { VapidKeys } from './vapidKeys';

/** Where a browser asked to be pushed to: its push service's URL and the keys that encrypt for it (RFC 8291). */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** Its 16-byte authentication secret, base64url. */
  auth: string;
}

/**
 * 'gone': the subscription should be forgotten: the push service says it no longer exists (404 or 410), or its
 * endpoint is not a push service the server will call.
 */
export type PushOutcome = 'sent' | 'gone';

/** Sends one push message; throws when the push service could not take it (the job tries again later). */
export interface PushSender {
  send(target: PushTarget, payload: unknown): Promise<PushOutcome>;
}

const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web Push through the `web-push` library's encryption (aes128gcm) and VAPID signature, sent with fetch: the
 * library's own sender speaks only HTTPS, and the local push service the tests and the dev setup use is HTTP on
 * loopback. Redirects are not followed: a push service answers, it does not send us elsewhere. The endpoint is
 * checked here, where the request is made, whatever stored it.
 */
export class WebPushSender implements PushSender {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly endpoints: EndpointRules,
  ) {}

  async send(target: PushTarget, payload: unknown): Promise<PushOutcome> {
    if (!isAllowedPushEndpoint(target.endpoint, this.endpoints)) return 'gone';
    const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      vapidDetails: this.vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status < 200 || response.status > 299) throw new Error(`the push service answered ${response.status}`);
    return 'sent';
  }
}
