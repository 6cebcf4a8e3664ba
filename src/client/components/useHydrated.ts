import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a server-rendered page is being hydrated (and in the server's render), true after and in a page the
 * browser renders itself: what only the browser knows (the history entry's state) is drawn once hydration is done,
 * so the first render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
