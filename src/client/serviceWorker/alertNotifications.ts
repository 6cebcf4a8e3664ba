import type { AlertPayload } from '../../shared/pushAlert';

/** The site's own square icon (public/favicon.svg, copied to the build's root). */
export const ALERT_ICON = '/favicon.svg';

/** Every push must show something (browsers require it of a subscription); this is for a message it cannot read. */
export const FALLBACK_ALERT: AlertPayload = { title: 'New tickets on FanTickets', body: 'Tickets were listed for an event you follow.', url: '/' };

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A path on this site ('/events/…'), never another origin ('//elsewhere', 'https://…'). */
function sitePath(value: unknown): string | null {
  return isText(value) && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

/** The server's alert (services/alerts/alertMessage.ts pushAlert), or the fallback for anything else. */
export function readAlert(data: unknown): AlertPayload {
  if (typeof data !== 'object' || data === null) return FALLBACK_ALERT;
  const { title, body, url } = data as Record<string, unknown>;
  const path = sitePath(url);
  return isText(title) && typeof body === 'string' && path !== null ? { title, body, url: path } : FALLBACK_ALERT;
}

/** The push message's JSON, or undefined when it has none or it is not JSON. */
export function pushJson(data: { json(): unknown } | null): unknown {
  try {
    return data?.json();
  } catch {
    return undefined;
  }
}

/** Shows the alert; one notification per event page (a newer alert for the event replaces the older). */
export function showAlert(registration: Pick<ServiceWorkerRegistration, 'showNotification'>, data: unknown): Promise<void> {
  const alert = readAlert(data);
  return registration.showNotification(alert.title, { body: alert.body, icon: ALERT_ICON, tag: alert.url, data: { url: alert.url } });
}

/**
 * After a click on an alert: the event page, in a window of this site already open if there is one (navigated
 * there, then focused), else in a new window. A window this worker does not control cannot be navigated: then
 * a new one opens.
 */
export async function openAlertPage(clients: Pick<Clients, 'matchAll' | 'openWindow'>, origin: string, data: unknown): Promise<void> {
  const url = new URL(sitePath((data as { url?: unknown } | null)?.url) ?? '/', origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  const navigated = open === undefined ? null : await open.navigate(url).catch(() => null);
  if (navigated) {
    // Focusing needs the click's user activation; without one the page is there all the same.
    await navigated.focus().catch(() => undefined);
    return;
  }
  await clients.openWindow(url);
}
