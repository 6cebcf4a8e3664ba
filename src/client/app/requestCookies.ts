import { createContext, useContext } from 'react';

/** A server render provides the request's Cookie header; in the browser nothing does, and document.cookie is read. */
export const RequestCookieContext = createContext<string | null>(null);

/** One cookie's value in a Cookie header (or document.cookie), or null. */
export function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** A cookie as the page sees it, the same in a server render and the browser, so the markup that depends on it matches. */
export function useCookie(name: string): string | null {
  const provided = useContext(RequestCookieContext);
  const header = provided ?? (typeof document === 'undefined' ? '' : document.cookie);
  return cookieValue(header, name);
}

const A_YEAR_S = 365 * 24 * 60 * 60;

/** Keeps a small, non-secret choice where the server's render can see it too (not httpOnly, this site only). */
export function rememberInCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${A_YEAR_S}; Path=/; SameSite=Lax${secure}`;
}
