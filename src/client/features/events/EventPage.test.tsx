import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { headingOutline, skippedHeadingLevels } from '../../test/headingOutline';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aListing } from '../listings/test/listingFixtures';
import { routeFetch, type Route as FakeRoute, type SeenCall } from '../../test/routeFetch';
import { EventPage } from './EventPage';
import { aConcert, pageOf } from './test/concertFixtures';
import { initialAuthState } from '../auth/authSlice';
import { signedInState } from './test/signedIn';

function SellProbe() {
  const { pathname, search } = useLocation();
  return <p>Selling at {pathname + search}</p>;
}

function renderEvent(route: string, routes: Record<string, FakeRoute> = {}, preloadedState = signedInState) {
  const server = routeFetch({
    'GET /api/concerts/7': { status: 200, body: aConcert({ numberOfTicketsListed: 12, lowestTicketPrice: 150000 }) },
    'GET /api/concerts/7/subscription-status': { status: 200, body: { subscribed: false } },
    'GET /api/recentlyViewedConcerts/list': { status: 200, body: [] },
    'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([]) },
    'POST /api/recentlyViewed': { status: 204 },
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/events/:eventName/:eventId" element={<EventPage />} />
      <Route path="/events/:eventName" element={<EventPage />} />
      <Route path="/sell-tickets" element={<SellProbe />} />
    </Routes>,
    { route, preloadedState, transport: { fetchFn: server.fetchFn } },
  );
  return { ...view, server };
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

// The page with its listings below it: slow on a busy two-core machine, so more room than 5 s.
jest.setTimeout(20_000);

describe('EventPage', () => {
  it('shows a skeleton, then the header image, name, date badge and the Verified Listings section', async () => {
    renderEvent('/events/coldplay-music-of-the-spheres/7');
    expect(screen.getByRole('status', { name: 'Loading event' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verified Listings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coldplay: Music of the Spheres' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Coldplay: Music of the Spheres' })).toHaveAttribute('width', '640');
    expect(screen.getByText('FEB')).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
    expect(screen.getByText('DY Patil Stadium, Mumbai')).toBeInTheDocument();
  });

  it('says a cancelled event is cancelled, with the organisers\' words, and offers neither selling, alerts nor requests', async () => {
    renderEvent('/events/coldplay-music-of-the-spheres/7', {
      'GET /api/concerts/7': { status: 200, body: aConcert({ cancellation: { at: '2026-11-20T10:00:00.000Z', reason: 'The venue flooded' } }) },
    });
    expect(await screen.findByText('This event is cancelled')).toBeInTheDocument();
    expect(screen.getByText(/The organisers say: “The venue flooded” Its listings are closed and no new tickets can be listed\./)).toBeInTheDocument();
    expect(await screen.findByText(/No tickets available for this event/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sell Tickets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notify me/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/Request tickets and we'll alert you/)).not.toBeInTheDocument();
  });

  it('says a postponed event was postponed, from the date first announced in India', async () => {
    renderEvent('/events/coldplay-music-of-the-spheres/7', {
      // 19:30 UTC on 9 Jan is 01:00 on 10 Jan in India.
      'GET /api/concerts/7': { status: 200, body: aConcert({ postponedFrom: '2027-01-09T19:30:00.000Z' }) },
    });
    expect(await screen.findByText('Postponed from Sunday, 10 January 2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sell Tickets' })).toBeInTheDocument();
  });

  it('offers selling, alerts and requests on an event going ahead', async () => {
    renderEvent('/events/coldplay-music-of-the-spheres/7');
    expect(await screen.findByText(/Request tickets and we'll alert you/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sell Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Notify me/i })).toBeInTheDocument();
    expect(screen.queryByText('This event is cancelled')).not.toBeInTheDocument();
    expect(screen.queryByText(/Postponed from/)).not.toBeInTheDocument();
  });

  it('skips no heading level: the event, Verified Listings, then each listing', async () => {
    renderEvent('/events/coldplay-music-of-the-spheres/7', {
      'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([aListing({ verifiedSeat: 'Block C, Row 4' })]) },
    });
    await screen.findByRole('heading', { level: 3, name: 'Block C, Row 4' });
    expect(headingOutline()).toEqual(['1 Coldplay: Music of the Spheres', '2 Verified Listings', '3 Block C, Row 4']);
    expect(skippedHeadingLevels()).toEqual([]);
  });

  it('builds the title and description from name, date, venue, city, tickets listed and lowest price', async () => {
    const { unmount } = renderEvent('/events/coldplay-music-of-the-spheres/7');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Coldplay: Music of the Spheres Tickets | DY Patil Stadium, Mumbai | FanTickets');
    expect(description()).toBe(
      '12 verified tickets listed for Coldplay: Music of the Spheres on Sun, 14 Feb 2027 at DY Patil Stadium, Mumbai from ₹1,50,000. Buy from real fans, no scalpers, on FanTickets.',
    );
    unmount();
    expect(document.title).not.toContain('Coldplay');
  });

  it("says 'Event not found' without an event id", () => {
    renderEvent('/events/coldplay');
    expect(screen.getByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(document.title).toBe('Event not found | FanTickets');
  });

  it("says 'Event not found' when the server has no such event", async () => {
    renderEvent('/events/event/99', { 'GET /api/concerts/99': { status: 404, body: { error: 'Event not found' } } });
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(document.title).toBe('Event not found | FanTickets');
  });

  it('turns event alerts on and off for this device and shows the status', async () => {
    let subscribed = false;
    const { user, server } = renderEvent('/events/coldplay/7', {
      'GET /api/concerts/7/subscription-status': () => ({ status: 200, body: { subscribed } }),
      'POST /api/concerts/7/subscribe': () => ((subscribed = true), { status: 201 }),
      'DELETE /api/concerts/7/subscribe': () => ((subscribed = false), { status: 204 }),
    });
    const notify = await screen.findByRole('button', { name: 'Notify me' });
    await waitFor(() => expect(notify).toBeEnabled());
    expect(notify).toHaveAttribute('aria-pressed', 'false');

    await user.click(notify);
    await user.click(within(screen.getByRole('dialog', { name: 'Get alerts for Coldplay: Music of the Spheres' })).getByRole('button', { name: 'E-mail only' }));
    expect(await screen.findByText("Alerts are on: we'll e-mail asha@example.in when tickets are listed.")).toBeInTheDocument();
    expect(notify).toHaveAttribute('aria-pressed', 'true');
    const post = server.calls.find((call) => call.method === 'POST' && call.path === '/api/concerts/7/subscribe');
    expect(post?.query.get('pushUserId')).toBe('device-1');

    await waitFor(() => expect(notify).toBeEnabled());
    await user.click(notify);
    expect(await screen.findByText('Get an alert when tickets are listed.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('starts selling for this event from Sell Tickets', async () => {
    const { user } = renderEvent('/events/coldplay/7');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Sell Tickets' }));
    expect(await screen.findByText('Selling at /sell-tickets?eventId=7')).toBeInTheDocument();
  });

  describe('Recently Viewed', () => {
    const views = (calls: SeenCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/recentlyViewed');

    it('tells the server once that a signed-in fan opened the event, with its id', async () => {
      const { server } = renderEvent('/events/coldplay-music-of-the-spheres/7');
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(views(server.calls).map((c) => c.body)).toEqual([{ eventId: 7 }]));
    });

    it('records nothing for a visitor who is not signed in, nor for an event that does not exist', async () => {
      const signedOut = renderEvent('/events/coldplay-music-of-the-spheres/7', {}, { ...signedInState, auth: { ...initialAuthState, status: 'signedOut', user: null } });
      await screen.findByRole('heading', { level: 1 });
      signedOut.unmount();
      const missing = renderEvent('/events/nothing/7', { 'GET /api/concerts/7': { status: 404, body: { error: 'Event not found' } } });
      expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
      expect(views([...signedOut.server.calls, ...missing.server.calls])).toEqual([]);
    });
  });
});
