export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'X-Csrf-Token';

/** Reads one cookie from document.cookie; undefined outside a browser or when absent. */
export function readBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
