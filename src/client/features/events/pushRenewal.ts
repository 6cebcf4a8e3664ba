import type { AppDispatch } from '../../app/store';
import { SERVICE_WORKER_PATH } from '../../../shared/pushAlert';
import { alertsApi } from './alertsApi';
import { canUsePush, subscribeThisBrowser } from './browserPush';
import { rememberPushEndpoint } from './pushEndpointMemory';

/**
 * For a browser whose fan turned pushes on (`remembered` is the subscription the server was given): when the
 * browser's subscription is no longer that one (renewed by the push service, or dropped), subscribes again if
 * need be and gives the server the new one, so alerts keep reaching this browser. Asks the fan nothing: it runs
 * only while notifications are still allowed. Answers whether the server was told.
 */
export async function renewPushSubscription(dispatch: AppDispatch, deviceId: string, remembered: string): Promise<boolean> {
  if (!canUsePush() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_PATH);
  const current = await registration?.pushManager.getSubscription();
  if (current?.endpoint === remembered) return false;
  const { publicKey } = await dispatch(alertsApi.endpoints.getPushPublicKey.initiate(undefined, { subscribe: false })).unwrap();
  const subscription = await subscribeThisBrowser(publicKey);
  await dispatch(alertsApi.endpoints.registerPushSubscription.initiate({ deviceId, subscription })).unwrap();
  rememberPushEndpoint(subscription.endpoint);
  return true;
}
