import { DEVICE_ID_STORAGE_KEY, DEVICE_SECRET_STORAGE_KEY } from '../../device/deviceIdentity';

/** The device this browser saved earlier, and its secret. */
export const SAVED_DEVICE = 'saved-device';
export const SAVED_DEVICE_SECRET = 'saved-device-secret-0123456789abcdef';
/** A VAPID public key as the server gives it. */
export const PUBLIC_KEY = 'BOr4kB1W6e0Ugp5vnV-Z8LKbyZsLBB5S4MG5xJFPNYC7';

/**
 * Each test starts in a browser with only the saved device in its storage, and leaves no Push API behind: the
 * tests give the browser a service worker, PushManager and Notification as each needs.
 */
export function withSavedDeviceOnly(): void {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, SAVED_DEVICE);
    localStorage.setItem(DEVICE_SECRET_STORAGE_KEY, SAVED_DEVICE_SECRET);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'PushManager');
    Reflect.deleteProperty(window, 'Notification');
  });
}
