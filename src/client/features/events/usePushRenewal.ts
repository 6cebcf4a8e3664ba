import { useEffect } from 'react';
import { PUSH_SUBSCRIPTION_CHANGED } from '../../../shared/pushAlert';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { deviceIdentity } from '../device/deviceIdentity';
import { rememberedPushEndpoint } from './pushEndpointMemory';
import { loadPushRenewal } from './pushRenewalLoader';

const saysSubscriptionChanged = (data: unknown) => (data as { type?: unknown } | null)?.type === PUSH_SUBSCRIPTION_CHANGED;

/**
 * While a fan is signed in, gives the server this browser's push subscription again if the browser has renewed or
 * lost it since the fan turned pushes on (pushRenewal.ts): once when they are first seen signed in, and whenever
 * the service worker says the subscription changed. A failure waits for the next time (alerts still go by e-mail).
 */
export function usePushRenewal(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    const renew = () => {
      const remembered = rememberedPushEndpoint();
      if (remembered === null) return;
      void loadPushRenewal()
        .then(({ renewPushSubscription }) => renewPushSubscription(dispatch, deviceIdentity().id, remembered))
        .catch(() => undefined);
    };
    renew();
    const worker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const onMessage = (event: MessageEvent) => {
      if (saysSubscriptionChanged(event.data)) renew();
    };
    worker?.addEventListener('message', onMessage);
    return () => worker?.removeEventListener('message', onMessage);
  }, [dispatch, userId]);
}
