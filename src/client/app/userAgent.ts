import { createContext, useContext } from 'react';

/**
 * The browser's user agent: navigator's in the browser, the request's in a server render (which provides it), so
 * what depends on the device renders the same on both sides.
 */
export const UserAgentContext = createContext<string>(typeof navigator === 'undefined' ? '' : navigator.userAgent);

export const useUserAgent = () => useContext(UserAgentContext);
