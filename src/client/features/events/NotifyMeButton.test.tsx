import { act, screen, waitFor } from '@testing-library/react';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { DEVICE_ID_STORAGE_KEY, DEVICE_SECRET_STORAGE_KEY } from '../device/deviceIdentity';
import { OFFLINE_MESSAGE } from '../network/networkSlice';
import { NotifyMeButton } from './NotifyMeButton';
import { signedInState } from './test/signedIn';

function alertsServer() {
  let subscribed = false;
  return routeFetch({
    'GET /api/concerts/7/subscription-status': () => ({ status: 200, body: { subscribed } }),
    'POST /api/concerts/7/subscribe': () => ((subscribed = true), { status: 201 }),
    'DELETE /api/concerts/7/subscribe': () => ((subscribed = false), { status: 204 }),
  });
}

beforeEach(() => localStorage.clear());

describe('NotifyMeButton', () => {
  it("uses the device id from startup as the push user id of the status, subscribe and unsubscribe calls, with the device's secret", async () => {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'saved-device');
    localStorage.setItem(DEVICE_SECRET_STORAGE_KEY, 'saved-device-secret-0123456789abcdef');
    const server = alertsServer();
    const { user } = renderWithProviders(<NotifyMeButton concertId={7} />, {
      preloadedState: { auth: signedInState.auth },
      transport: { fetchFn: server.fetchFn },
    });
    const notify = screen.getByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(notify).toBeEnabled());

    await user.click(notify);
    expect(await screen.findByText("You'll be notified when new tickets are listed.")).toBeInTheDocument();
    await waitFor(() => expect(notify).toBeEnabled());
    await user.click(notify);
    expect(await screen.findByText('Get an alert when tickets are listed.')).toBeInTheDocument();

    const calls = server.calls.map((call) => `${call.method} ${call.path} ${call.query.get('pushUserId')}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/concerts/7/subscription-status saved-device',
        'POST /api/concerts/7/subscribe saved-device',
        'DELETE /api/concerts/7/subscribe saved-device',
      ]),
    );
    expect(server.calls.every((call) => call.query.get('pushUserId') === 'saved-device')).toBe(true);
    expect(server.calls.map((call) => call.headers['X-Device-Secret'])).toEqual(server.calls.map(() => 'saved-device-secret-0123456789abcdef'));
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
    const server = alertsServer();
    const { user } = renderWithProviders(<NotifyMeButton concertId={7} />, {
      preloadedState: signedInState,
      transport: { fetchFn: server.fetchFn },
    });
    const notify = screen.getByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(notify).toBeEnabled());

    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(notify);
    await findToast(OFFLINE_MESSAGE);
    expect(notify).toHaveAttribute('aria-pressed', 'false');
    // A failed change still invalidates the status, so a read may follow; no change reaches the transport.
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    act(() => void window.dispatchEvent(new Event('online')));
  });
});
