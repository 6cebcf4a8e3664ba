import { useCallback } from 'react';
import { useLazyGetPushPublicKeyQuery, useRegisterPushSubscriptionMutation, useSubscribeToEventMutation } from './alertsApi';
import { canUsePush, notificationsAllowed, subscribeThisBrowser } from './browserPush';
import type { AlertOutcome } from './notifyMeTexts';
import { rememberPushEndpoint } from './pushEndpointMemory';

/**
 * Turns alerts for the event on once the fan has chosen: with push, the browser's permission, its push
 * subscription kept on the device, then the event subscription; the subscription is made whatever becomes of the
 * push part, so a fan whose browser cannot be pushed to is still e-mailed. Rejects only when the subscription
 * itself fails.
 */
export function useTurnOnAlerts(concertId: number, deviceId: string | null) {
  const [getPublicKey] = useLazyGetPushPublicKeyQuery();
  const [registerPush] = useRegisterPushSubscriptionMutation();
  const [subscribe] = useSubscribeToEventMutation();

  const pushThisBrowser = useCallback(
    async (id: string): Promise<AlertOutcome> => {
      if (!canUsePush()) return 'unavailable';
      // First, while the click still counts as the fan's own: browsers ask only then.
      if (!(await notificationsAllowed())) return 'blocked';
      try {
        const { publicKey } = await getPublicKey(undefined, true).unwrap();
        const subscription = await subscribeThisBrowser(publicKey);
        await registerPush({ deviceId: id, subscription }).unwrap();
        rememberPushEndpoint(subscription.endpoint);
        return 'push';
      } catch {
        return 'unavailable';
      }
    },
    [getPublicKey, registerPush],
  );

  return useCallback(
    async (withPush: boolean): Promise<AlertOutcome | null> => {
      if (!deviceId) return null;
      const outcome = withPush ? await pushThisBrowser(deviceId) : 'email-only';
      await subscribe({ concertId, pushUserId: deviceId }).unwrap();
      return outcome;
    },
    [concertId, deviceId, pushThisBrowser, subscribe],
  );
}
