import { createContext, useContext } from 'react';

/** A server render provides the request's user agent; in the browser nothing does, and navigator's is read. */
export const UserAgentContext = createContext<string | null>(null);

/** The browser's user agent, the same in a server render and the browser, so device-dependent markup matches. */
export function useUserAgent(): string {
  const provided = useContext(UserAgentContext);
  if (provided !== null) return provided;
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}
