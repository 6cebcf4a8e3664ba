import { waitFor } from '@testing-library/react';
import { PUSH_SUBSCRIPTION_CHANGED } from '../../../shared/pushAlert';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { initialAuthState } from '../auth/authSlice';
import { PUSH_ENDPOINT_STORAGE_KEY } from './pushEndpointMemory';
import { signedInState } from './test/signedIn';
import { PUBLIC_KEY, SAVED_DEVICE, SAVED_DEVICE_SECRET, withSavedDeviceOnly } from './test/pushBrowser';
import { usePushRenewal } from './usePushRenewal';

const DEVICE = SAVED_DEVICE;
const SECRET = SAVED_DEVICE_SECRET;
const OLD_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/old';
const RENEWED = { endpoint: 'https://fcm.googleapis.com/fcm/send/renewed', expirationTime: null, keys: { p256dh: 'renewed-key', auth: 'renewed-auth' } };

const asBrowserSubscription = (json: typeof RENEWED) => ({
  ...json,
  options: { applicationServerKey: Uint8Array.from(Buffer.from(PUBLIC_KEY, 'base64url')).buffer },
  toJSON: () => json,
});

/** A browser whose push subscription is now `current` (null: none), with notifications `permission`. */
function browserWith(current: typeof RENEWED | null, permission: NotificationPermission = 'granted') {
  const browser = { current };
  const pushManager = {
    getSubscription: jest.fn(async () => (browser.current === null ? null : asBrowserSubscription(browser.current))),
    subscribe: jest.fn(async () => asBrowserSubscription(RENEWED)),
  };
  const registration = { pushManager };
  // An EventTarget, as navigator.serviceWorker is: the worker's messages arrive on it.
  const serviceWorker = Object.assign(new EventTarget(), {
    register: jest.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: jest.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.assign(window, { PushManager: class {}, Notification: { permission, requestPermission: jest.fn() } });
  return Object.assign(browser, { pushManager, serviceWorker });
}

function Renewal() {
  usePushRenewal();
  return null;
}

function renderSignedIn(state = { auth: signedInState.auth }) {
  const server = routeFetch({
    'GET /api/web-push/public-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
    [`PUT /api/push-devices/${DEVICE}/subscription`]: { status: 200, body: { ok: true } },
  });
  renderWithProviders(<Renewal />, { preloadedState: state, transport: { fetchFn: server.fetchFn } });
  return server;
}

/** Lets the renewal's promises settle: it runs after render, with nothing on screen to wait for. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

withSavedDeviceOnly();

describe('renewing this browser’s push subscription on a visit', () => {
  it('gives the server the subscription the browser renewed since the fan turned pushes on, with the device secret', async () => {
    localStorage.setItem(PUSH_ENDPOINT_STORAGE_KEY, OLD_ENDPOINT);
    const browser = browserWith(RENEWED);
    const server = renderSignedIn();
    await waitFor(() => expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual(RENEWED);
    expect(put?.headers['X-Device-Secret']).toBe(SECRET);
    // The renewed subscription is the browser's own: nothing new is made.
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(localStorage.getItem(PUSH_ENDPOINT_STORAGE_KEY)).toBe(RENEWED.endpoint);
  });

  it('subscribes again, asking nothing, when the browser dropped the subscription', async () => {
    localStorage.setItem(PUSH_ENDPOINT_STORAGE_KEY, OLD_ENDPOINT);
    const browser = browserWith(null);
    const server = renderSignedIn();
    await waitFor(() => expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(window.Notification.requestPermission).not.toHaveBeenCalled();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual(RENEWED);
    expect(localStorage.getItem(PUSH_ENDPOINT_STORAGE_KEY)).toBe(RENEWED.endpoint);
  });

  it('calls nothing while the subscription is still the one the server has', async () => {
    localStorage.setItem(PUSH_ENDPOINT_STORAGE_KEY, RENEWED.endpoint);
    const browser = browserWith(RENEWED);
    const server = renderSignedIn();
    await waitFor(() => expect(browser.pushManager.getSubscription).toHaveBeenCalled());
    await settled();
    expect(server.calls).toEqual([]);
  });

  it('renews at once when the service worker says the browser changed the subscription, and only then', async () => {
    const FIRST = { ...RENEWED, endpoint: 'https://fcm.googleapis.com/fcm/send/first' };
    localStorage.setItem(PUSH_ENDPOINT_STORAGE_KEY, FIRST.endpoint);
    const browser = browserWith(FIRST);
    const server = renderSignedIn();
    await waitFor(() => expect(browser.pushManager.getSubscription).toHaveBeenCalledTimes(1));
    browser.current = RENEWED;
    browser.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'something else' } }));
    await settled();
    expect(server.calls).toEqual([]);
    browser.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: PUSH_SUBSCRIPTION_CHANGED } }));
    await waitFor(() => expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual(RENEWED);
    expect(localStorage.getItem(PUSH_ENDPOINT_STORAGE_KEY)).toBe(RENEWED.endpoint);
  });

  it.each([
    ['the fan never turned pushes on in this browser', null, 'granted'],
    ['notifications are no longer allowed', OLD_ENDPOINT, 'denied'],
  ] as const)('does nothing when %s', async (_case, remembered, permission) => {
    if (remembered !== null) localStorage.setItem(PUSH_ENDPOINT_STORAGE_KEY, remembered);
    const browser = browserWith(RENEWED, permission);
    const server = renderSignedIn();
    await settled();
    expect(server.calls).toEqual([]);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(localStorage.getItem(PUSH_ENDPOINT_STORAGE_KEY)).toBe(remembered);
  });

  it('waits for a signed-in fan: the server keeps subscriptions for accounts', async () => {
    localStorage.setItem(PUSH_ENDPOINT_STORAGE_KEY, OLD_ENDPOINT);
    browserWith(RENEWED);
    const server = renderSignedIn({ auth: { ...initialAuthState, status: 'signedOut' } });
    await settled();
    expect(server.calls).toEqual([]);
  });
});
