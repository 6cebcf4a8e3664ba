import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { APP_NAME } from '../../app/brand';
import type { ClientConfig } from '../../app/clientConfig';
import { actionSanitizer, stateSanitizer } from '../../app/devToolsSanitizer';

/** Where support mode is remembered between visits once `?support=1` has turned it on. */
export const SUPPORT_FLAG_KEY = 'fantickets.support';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `?support=1` turns support mode on and remembers it, `?support=0` forgets it; else the remembered flag decides. */
export function readSupportMode(search: string, storage: FlagStorage | null): boolean {
  const asked = new URLSearchParams(search).get('support');
  try {
    if (asked === '1') storage?.setItem(SUPPORT_FLAG_KEY, '1');
    else if (asked === '0') storage?.removeItem(SUPPORT_FLAG_KEY);
    else return storage?.getItem(SUPPORT_FLAG_KEY) === '1';
  } catch {
    // Storage refused (private modes): the address alone decides, for this page only.
  }
  return asked === '1';
}

function localStorageOrNull(): FlagStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Support mode for this page, from its address and the remembered flag. */
export function isSupportMode(): boolean {
  if (typeof window === 'undefined') return false;
  return readSupportMode(window.location.search, localStorageOrNull());
}

/**
 * Redux DevTools: always while developing; in a production build only in support mode, so support staff can
 * reproduce a user's state. Either way the extension sees only sanitized actions and state.
 */
export function devToolsOptions(mode: ClientConfig['mode'], supportMode: boolean): DevToolsEnhancerOptions | false {
  if (mode !== 'development' && !supportMode) return false;
  return { name: APP_NAME, actionSanitizer, stateSanitizer };
}
