/**
 * The endpoint of the push subscription this browser last gave the server. Kept only once the fan has turned
 * pushes on here, so that a subscription the browser renewed or lost since (it may, at any time: the Push API's
 * `pushsubscriptionchange`) is noticed on the next visit and given to the server again.
 */
export const PUSH_ENDPOINT_STORAGE_KEY = 'fantickets.pushEndpoint';

export function rememberPushEndpoint(endpoint: string): void {
  try {
    localStorage.setItem(PUSH_ENDPOINT_STORAGE_KEY, endpoint);
  } catch {
    // Storage refused (a private mode): the next visit simply does not check.
  }
}

export function rememberedPushEndpoint(): string | null {
  try {
    return localStorage.getItem(PUSH_ENDPOINT_STORAGE_KEY);
  } catch {
    return null;
  }
}
