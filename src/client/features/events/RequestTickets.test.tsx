import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { User } from '../../../shared/entities';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route as FakeRoute } from '../../test/routeFetch';
import { initialAuthState, selectIsSignedIn, selectReturnTo, selectSignInModalOpen } from '../auth/authSlice';
import { SignInModal } from '../auth/SignInModal';
import { aListing } from '../listings/test/listingFixtures';
import { EventPage } from './EventPage';
import { REQUESTED } from './RequestTickets';
import { aConcert, pageOf } from './test/concertFixtures';
import { signedInState } from './test/signedIn';

// The page with its listings below it: slow on a busy two-core machine, so more room than 5 s.
jest.setTimeout(20_000);

const PAGE = '/events/coldplay-music-of-the-spheres/7';

function renderEvent(routes: Record<string, FakeRoute>, auth = signedInState.auth) {
  const server = routeFetch({
    'GET /api/concerts/7': { status: 200, body: aConcert({ numberOfTicketsListed: 0, lowestTicketPrice: null }) },
    'GET /api/concerts/7/subscription-status': { status: 200, body: { subscribed: false } },
    'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([]) },
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/events/:eventName/:eventId" element={<EventPage />} />
      </Routes>
      <SignInModal />
    </>,
    { route: PAGE, preloadedState: { ...signedInState, auth }, transport: { fetchFn: server.fetchFn } },
  );
  return { ...view, server };
}

const posts = (server: ReturnType<typeof routeFetch>) => server.calls.filter((call) => call.method === 'POST' && call.path === '/api/manual-ticket-request/concert/7');

describe("'Request tickets' on an event nobody sells", () => {
  it('records the request and says the fan will be alerted, with the focus on that answer', async () => {
    let requested = false;
    const { user, server } = renderEvent({
      'GET /api/manual-ticket-request/concert/7': () => ({ status: 200, body: { requested } }),
      'POST /api/manual-ticket-request/concert/7': () => ((requested = true), { status: 201, body: { ok: true } }),
    });
    expect(await screen.findByText('No ticket listings found')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Request tickets' });
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);
    const answer = await screen.findByText(REQUESTED);
    expect(answer).toHaveAttribute('role', 'status');
    await waitFor(() => expect(answer).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Request tickets' })).not.toBeInTheDocument();
    expect(posts(server)).toHaveLength(1);
  });

  it('shows a request made before (a reload, another device) as made, with no button', async () => {
    renderEvent({ 'GET /api/manual-ticket-request/concert/7': { status: 200, body: { requested: true } } });
    expect(await screen.findByText(REQUESTED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request tickets' })).not.toBeInTheDocument();
  });

  it('tells a fan whose e-mail is unverified where the e-mail alert needs them to go', async () => {
    const unverified: User = { ...testUser, emailVerificationStatus: 'PENDING' };
    renderEvent({ 'GET /api/manual-ticket-request/concert/7': { status: 200, body: { requested: true } } }, { ...initialAuthState, user: unverified, status: 'signedIn' });
    expect(await screen.findByText(REQUESTED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'verify your email' })).toHaveAttribute('href', '/profile');
  });

  it('shows the server’s refusal and keeps the button', async () => {
    const { user } = renderEvent({
      'GET /api/manual-ticket-request/concert/7': { status: 200, body: { requested: false } },
      'POST /api/manual-ticket-request/concert/7': { status: 404, body: { error: 'Event not found' } },
    });
    const button = await screen.findByRole('button', { name: 'Request tickets' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request tickets' })).toBeInTheDocument();
    expect(screen.queryByText(REQUESTED)).not.toBeInTheDocument();
  });

  it('opens the sign-in modal, coming back to this page, for a visitor who is signed out', async () => {
    const { user, store, server } = renderEvent({}, { ...initialAuthState, status: 'signedOut' });
    expect(await screen.findByText("Sign in to request tickets: we'll alert you when someone lists them.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request tickets' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(selectReturnTo(store.getState())).toBe(PAGE);
    expect(posts(server)).toHaveLength(0);
    // Nobody to ask about: the status is never read without a session.
    expect(server.calls.some((call) => call.method === 'GET' && call.path.startsWith('/api/manual-ticket-request'))).toBe(false);
  });

  it('opens the sign-in modal when the session has ended meanwhile (401)', async () => {
    const { user, store } = renderEvent({
      'GET /api/manual-ticket-request/concert/7': { status: 200, body: { requested: false } },
      'POST /api/manual-ticket-request/concert/7': { status: 401, body: { error: 'Please sign in' } },
    });
    const button = await screen.findByRole('button', { name: 'Request tickets' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(selectSignInModalOpen(store.getState())).toBe(true);
    expect(selectReturnTo(store.getState())).toBe(PAGE);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('is not offered beside listings, nor when filters hid them all', async () => {
    const listing = aListing({ verifiedSeat: 'Block C, Row 4', quantity: 1 });
    const { user, server } = renderEvent({
      'GET /api/concerts/7': { status: 200, body: aConcert({ numberOfTicketsListed: 1 }) },
      'GET /api/ticketListing/concerts/7': (call) => ({ status: 200, body: pageOf(call.query.get('minQuantity') ? [] : [listing]) }),
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Block C, Row 4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request tickets' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Minimum tickets'), '2+');
    expect(await screen.findByText('No ticket listings found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request tickets' })).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.path.startsWith('/api/manual-ticket-request'))).toBe(false);
  });
});
