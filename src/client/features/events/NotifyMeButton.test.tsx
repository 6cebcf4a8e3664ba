import { act, screen, waitFor, within } from '@testing-library/react';
import { findToast } from '../../test/findToast';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { initialAuthState } from '../auth/authSlice';
import { OFFLINE_MESSAGE } from '../network/networkSlice';
import { NotifyMeButton } from './NotifyMeButton';
import { PUSH_ENDPOINT_STORAGE_KEY } from './pushEndpointMemory';
import { signedInState } from './test/signedIn';
import { PUBLIC_KEY, SAVED_DEVICE, SAVED_DEVICE_SECRET, withSavedDeviceOnly } from './test/pushBrowser';

const DEVICE = SAVED_DEVICE;
const SECRET = SAVED_DEVICE_SECRET;
const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'browser-key', auth: 'browser-auth' } };

function alertsServer() {
  let subscribed = false;
  return routeFetch({
    'GET /api/concerts/7/subscription-status': () => ({ status: 200, body: { subscribed } }),
    'POST /api/concerts/7/subscribe': () => ((subscribed = true), { status: 200, body: { subscribed } }),
    'DELETE /api/concerts/7/subscribe': () => ((subscribed = false), { status: 200, body: { subscribed } }),
    'GET /api/web-push/public-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
    [`PUT /api/push-devices/${DEVICE}/subscription`]: { status: 200, body: { ok: true } },
  });
}

/** A browser with a service worker, Push and Notifications, whose fan answers the permission question `answer`. */
function browserWithPush(answer: NotificationPermission, subscribe: () => Promise<unknown> = async () => ({ ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION })) {
  const pushManager = { getSubscription: jest.fn(async () => null), subscribe: jest.fn(subscribe) };
  const registration = { pushManager };
  const serviceWorker = { register: jest.fn(async () => registration), ready: Promise.resolve(registration) };
  const requestPermission = jest.fn(async () => answer);
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.assign(window, { PushManager: class {}, Notification: { requestPermission } });
  return { serviceWorker, pushManager, requestPermission };
}

withSavedDeviceOnly();

async function renderButton(state = { auth: signedInState.auth }) {
  const server = alertsServer();
  const view = renderWithProviders(<NotifyMeButton concertId={7} eventName="Coldplay: Music of the Spheres" />, {
    preloadedState: state,
    transport: { fetchFn: server.fetchFn },
  });
  const notify = screen.getByRole('button', { name: 'Notify me' });
  await waitFor(() => expect(notify).toBeEnabled());
  return { ...view, server, notify };
}

const changes = (server: ReturnType<typeof alertsServer>) => server.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('NotifyMeButton', () => {
  it('explains what the fan gets before asking anything, and "Not now" changes nothing', async () => {
    const browser = browserWithPush('granted');
    const { user, server, notify } = await renderButton();
    await user.click(notify);

    const dialog = screen.getByRole('dialog', { name: 'Get alerts for Coldplay: Music of the Spheres' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('A notification on this device when someone lists tickets for this event, with the lowest price and how many tickets are on sale.'));
    expect(within(dialog).getByText('An e-mail to asha@example.in as well.')).toBeInTheDocument();
    expect(within(dialog).getByText('Turn them off any time with Notify me on this page.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Allow notifications' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'E-mail only' })).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(notify).toHaveFocus());
    expect(notify).toHaveAttribute('aria-pressed', 'false');
    expect(changes(server)).toEqual([]);
  });

  it("on 'Allow notifications', asks the browser, subscribes it to pushes, keeps the subscription on the device, then subscribes, each with the device's secret", async () => {
    const browser = browserWithPush('granted');
    const { user, server, notify } = await renderButton();
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'Allow notifications' }));

    expect(await screen.findByText("You'll be notified when new tickets are listed.")).toBeInTheDocument();
    expect(notify).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(PUBLIC_KEY);
    expect(changes(server)).toEqual([`PUT /api/push-devices/${DEVICE}/subscription`, 'POST /api/concerts/7/subscribe']);
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual(SUBSCRIPTION);
    // Remembered, so that a later visit notices a subscription the browser renewed (pushRenewal.ts).
    expect(localStorage.getItem(PUSH_ENDPOINT_STORAGE_KEY)).toBe(SUBSCRIPTION.endpoint);
    for (const call of server.calls.filter((c) => c.path !== '/api/web-push/public-key')) {
      expect([call.method, call.path, call.headers['X-Device-Secret']]).toEqual([call.method, call.path, SECRET]);
    }
    expect(server.calls.filter((call) => call.path.startsWith('/api/concerts/')).every((call) => call.query.get('pushUserId') === DEVICE)).toBe(true);

    // Turning alerts off asks nothing.
    await waitFor(() => expect(notify).toBeEnabled());
    await user.click(notify);
    expect(await screen.findByText('Get an alert when tickets are listed.')).toBeInTheDocument();
    expect(changes(server).at(-1)).toBe('DELETE /api/concerts/7/subscribe');
    expect(server.calls.at(-2)?.headers['X-Device-Secret']).toBe(SECRET);
  });

  it('still subscribes for e-mail when the fan blocks notifications, and says so on screen', async () => {
    browserWithPush('denied');
    const { user, server, notify } = await renderButton();
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'Allow notifications' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Notifications are blocked for this site in your browser, so we'll e-mail asha@example.in when tickets are listed.",
    );
    expect(notify).toHaveAttribute('aria-pressed', 'true');
    expect(changes(server)).toEqual(['POST /api/concerts/7/subscribe']);
  });

  it('still subscribes for e-mail when the push service cannot be reached, and says so on screen', async () => {
    const browser = browserWithPush('granted', () => Promise.reject(new DOMException('Registration failed - push service error', 'AbortError')));
    const { user, server, notify } = await renderButton();
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'Allow notifications' }));

    expect(await screen.findByText("This browser can't get notifications from this site, so we'll e-mail asha@example.in when tickets are listed.")).toBeInTheDocument();
    expect(browser.pushManager.subscribe).toHaveBeenCalled();
    expect(changes(server)).toEqual(['POST /api/concerts/7/subscribe']);
  });

  it('does not ask the browser where it has no service worker, and subscribes for e-mail', async () => {
    const { user, server, notify } = await renderButton();
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'Allow notifications' }));

    expect(await screen.findByText("This browser can't get notifications from this site, so we'll e-mail asha@example.in when tickets are listed.")).toBeInTheDocument();
    expect(changes(server)).toEqual(['POST /api/concerts/7/subscribe']);
  });

  it("on 'E-mail only', subscribes without asking the browser", async () => {
    const browser = browserWithPush('granted');
    const { user, server, notify } = await renderButton();
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'E-mail only' }));

    expect(await screen.findByText("Alerts are on: we'll e-mail asha@example.in when tickets are listed.")).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(changes(server)).toEqual(['POST /api/concerts/7/subscribe']);
  });

  it('offers no e-mail-only choice to a fan whose address is not verified, and says when e-mails would come', async () => {
    const unverified = { ...signedInState.auth!, user: { ...testUser, emailVerificationStatus: 'PENDING' as const } };
    const { user, notify } = await renderButton({ auth: unverified });
    await user.click(notify);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('An e-mail as well, once you verify asha@example.in.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'E-mail only' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in first (alerts go to an account)', async () => {
    const { user, server, notify, store } = await renderButton({ auth: { ...initialAuthState, status: 'signedOut' } });
    await user.click(notify);
    expect(store.getState().auth.modalOpen).toBe(true);
    expect(screen.queryByRole('dialog', { name: /Get alerts/ })).not.toBeInTheDocument();
    expect(changes(server)).toEqual([]);
  });

  it('asks nothing and stays disabled until the device id is known', () => {
    const server = alertsServer();
    renderWithProviders(<NotifyMeButton concertId={7} />, {
      preloadedState: { ...signedInState, device: { id: null, status: 'pending' } },
      transport: { fetchFn: server.fetchFn },
    });
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeDisabled();
    expect(server.calls).toEqual([]);
  });

  it('while offline, tells the user instead of sending the subscription', async () => {
    const { user, server, notify } = await renderButton();
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'E-mail only' }));
    await findToast(OFFLINE_MESSAGE);
    expect(notify).toHaveAttribute('aria-pressed', 'false');
    expect(changes(server)).toEqual([]);
    act(() => void window.dispatchEvent(new Event('online')));
  });
});
