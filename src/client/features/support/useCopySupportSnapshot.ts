import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { clientConfig } from '../../app/clientConfig';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { selectDeviceId } from '../device/deviceSlice';
import { useToast } from '../toasts/useToast';
import { isSupportMode } from './supportMode';
import { supportSnapshot } from './supportSnapshot';

/**
 * 'Copy support snapshot' in the user menu: `shown` only in support mode (`?support=1`); `copy` puts the
 * sanitized state on the clipboard and says whether it could.
 */
export function useCopySupportSnapshot() {
  const [shown] = useState(isSupportMode);
  const store = useAppStore();
  const { pathname, search, hash } = useLocation();
  const deviceId = useAppSelector(selectDeviceId);
  const { showToast } = useToast();

  const copy = useCallback(async () => {
    const snapshot = supportSnapshot(store.getState(), {
      appVersion: clientConfig.appVersion,
      route: `${pathname}${search}${hash}`,
      deviceId,
      capturedAt: new Date().toISOString(),
    });
    try {
      await navigator.clipboard.writeText(snapshot);
      showToast({ type: 'success', title: 'Support snapshot copied' });
    } catch {
      // No clipboard outside HTTPS, or the browser refused.
      showToast({ type: 'error', title: 'Failed to copy support snapshot' });
    }
  }, [store, pathname, search, hash, deviceId, showToast]);

  return { shown, copy };
}
