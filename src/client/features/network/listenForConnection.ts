import type { Dispatch } from '@reduxjs/toolkit';
import { connectionChanged } from './networkSlice';

type ConnectionWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> };

/**
 * Keeps the store's online flag with the browser's: navigator.onLine now, then every `online` and
 * `offline` event. Returns a function that stops listening.
 */
export function listenForConnection(dispatch: Dispatch, win: ConnectionWindow = window): () => void {
  const wentOnline = () => dispatch(connectionChanged(true));
  const wentOffline = () => dispatch(connectionChanged(false));
  dispatch(connectionChanged(win.navigator.onLine));
  win.addEventListener('online', wentOnline);
  win.addEventListener('offline', wentOffline);
  return () => {
    win.removeEventListener('online', wentOnline);
    win.removeEventListener('offline', wentOffline);
  };
}
