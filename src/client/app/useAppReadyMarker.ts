import { useEffect } from 'react';

/** The attribute on <html> that says the app is running, not just the server's markup showing. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks the page once the app has mounted or hydrated: until then a server-rendered page shows but its buttons do
 * nothing. Browser journeys and support staff read it.
 */
export function useAppReadyMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true');
  }, []);
}
