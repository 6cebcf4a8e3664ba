import { isIP } from 'node:net';

/**
 * The push services browsers subscribe through (Chrome and Edge via FCM, Firefox, Safari, Windows). The server
 * sends a request to whatever endpoint a browser registers, so an endpoint elsewhere would let anyone make the
 * server call an address of their choosing (an internal service, a cloud metadata address).
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_SERVICE_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

export const PUSH_ENDPOINT_REFUSAL = 'This push subscription is not from a browser push service';

const dots = (host: string) => host.replace(/\./g, '\\.');
const PORT = '(?:[1-9]\\d{0,3}|[1-5]\\d{4}|6[0-4]\\d{3}|65[0-4]\\d\\d|655[0-2]\\d|6553[0-5])';
/**
 * The rule below as a pattern, for the request schema and so the API document: HTTPS to one of the push services
 * on its default port, or (taken only outside production, where the service refuses it with the same message) a
 * push service on this machine.
 */
export const PUSH_ENDPOINT_PATTERN =
  `^(?:https://(?:${PUSH_SERVICE_HOSTS.map(dots).join('|')}|[a-z0-9-]+(?:\\.[a-z0-9-]+)*(?:${PUSH_SERVICE_SUFFIXES.map(dots).join('|')}))(?::443)?` +
  `|https?://(?:127\\.0\\.0\\.1|localhost|\\[::1\\])(?::${PORT})?)(?:[/?#][!-~]*)?$`;

export interface EndpointRules {
  /** Outside production: also plain HTTP on this machine, where the local push service listens. */
  allowLoopback: boolean;
}

/** Whether the server may send pushes to this endpoint. */
export function isAllowedPushEndpoint(endpoint: string, rules: EndpointRules): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  if (rules.allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:') && (host === '127.0.0.1' || host === 'localhost' || host === '[::1]')) return true;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443') || isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
