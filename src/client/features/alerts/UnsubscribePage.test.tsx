import { screen, waitFor } from '@testing-library/react';
import { UNSUBSCRIBE_LINK_INVALID } from '../../../shared/apiContract';
import { App } from '../../app/App';
import { stateSanitizer } from '../../app/devToolsSanitizer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route as FakeRoute } from '../../test/routeFetch';

// The whole app, signed out, as a fan arrives from the e-mail: slow on a busy two-core machine.
jest.setTimeout(20_000);

const TOKEN = '12.7.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abc';

function openLink(routes: Record<string, FakeRoute>, route = `/unsubscribe?token=${TOKEN}`) {
  const server = routeFetch({ 'GET /auth/session': { status: 401, body: { error: 'Not signed in' } }, ...routes });
  const view = renderWithProviders(<App />, { route, transport: { fetchFn: server.fetchFn } });
  return { ...view, server };
}

const unsubscribeCalls = (server: ReturnType<typeof routeFetch>, method: string) =>
  server.calls.filter((call) => call.method === method && call.path === '/api/alerts/unsubscribe');

describe('/unsubscribe, opened from an alert e-mail', () => {
  it('names the event, stops its alerts only once the fan confirms, and says so, signed out', async () => {
    const { user, server, store } = openLink({
      'GET /api/alerts/unsubscribe': { status: 200, body: { eventName: 'Coldplay: Music of the Spheres', subscribed: true } },
      'POST /api/alerts/unsubscribe': { status: 200, body: { ok: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop event alerts' })).toBeInTheDocument();
    const stop = await screen.findByRole('button', { name: 'Stop alerts for Coldplay: Music of the Spheres' });
    expect(document.title).toBe('Stop event alerts | FanTickets');
    expect(unsubscribeCalls(server, 'GET')[0].query.get('token')).toBe(TOKEN);
    expect(unsubscribeCalls(server, 'POST')).toHaveLength(0);

    await user.click(stop);
    const done = await screen.findByText('Done. You won’t get any more alerts about Coldplay: Music of the Spheres.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Stop alerts/ })).not.toBeInTheDocument();
    const posts = unsubscribeCalls(server, 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].query.get('token')).toBe(TOKEN);
    // Nobody had to sign in.
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it("shows the server's message for a link that is not valid, and offers nothing to stop", async () => {
    openLink({ 'GET /api/alerts/unsubscribe': { status: 400, body: { error: UNSUBSCRIBE_LINK_INVALID } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(screen.queryByRole('button', { name: /Stop alerts/ })).not.toBeInTheDocument();
  });

  it('says so when the alerts were stopped already', async () => {
    openLink({ 'GET /api/alerts/unsubscribe': { status: 200, body: { eventName: 'Lollapalooza India', subscribed: false } } });
    expect(await screen.findByText('You’re already unsubscribed: you get no alerts about Lollapalooza India.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stop alerts/ })).not.toBeInTheDocument();
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const { server } = openLink({}, '/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(unsubscribeCalls(server, 'GET')).toHaveLength(0);
  });

  it('keeps the button and says what went wrong when stopping fails', async () => {
    const { user } = openLink({
      'GET /api/alerts/unsubscribe': { status: 200, body: { eventName: 'Lollapalooza India', subscribed: true } },
      'POST /api/alerts/unsubscribe': { status: 400, body: { error: UNSUBSCRIBE_LINK_INVALID } },
    });
    await user.click(await screen.findByRole('button', { name: 'Stop alerts for Lollapalooza India' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(screen.getByRole('button', { name: 'Stop alerts for Lollapalooza India' })).toBeInTheDocument();
  });

  it('keeps the token out of what Redux DevTools is shown', async () => {
    const { store } = openLink({
      'GET /api/alerts/unsubscribe': { status: 200, body: { eventName: 'Lollapalooza India', subscribed: true } },
    });
    await screen.findByRole('button', { name: 'Stop alerts for Lollapalooza India' });
    expect(JSON.stringify(store.getState())).toContain(TOKEN);
    expect(JSON.stringify(stateSanitizer(store.getState()))).not.toContain(TOKEN.split('.')[2]);
  });
});
