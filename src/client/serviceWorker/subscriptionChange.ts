import { PUSH_SUBSCRIPTION_CHANGED } from '../../shared/pushAlert';

/**
 * The browser renewed or dropped this site's push subscription: the worker cannot tell the server itself (the
 * session, the CSRF token and the device's secret live with the pages), so it tells every open page of the
 * site, and a signed-in one gives the server the new subscription. With no page open, the next visit does.
 */
export async function announceSubscriptionChange(clients: Pick<Clients, 'matchAll'>): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of windows) page.postMessage({ type: PUSH_SUBSCRIPTION_CHANGED });
}
