/** What an event alert's push message carries, and what the service worker shows: a notification that opens `url`. */
export interface AlertPayload {
  title: string;
  body: string;
  /** The event page's path on this site. */
  url: string;
}

/** Where the page registers its service worker; the server sends it unhashed and uncached, so updates reach browsers. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The message the service worker posts to this site's open pages when the browser renewed or dropped its push
 * subscription (`pushsubscriptionchange`): a signed-in page gives the server the new one (usePushRenewal).
 */
export const PUSH_SUBSCRIPTION_CHANGED = 'fantickets.pushSubscriptionChanged';
