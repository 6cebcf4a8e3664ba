import { act, screen, waitFor, within } from '@testing-library/react';
import type { TicketListing } from '../../../shared/entities';
import { startFakeClock, tick } from '../../test/fakeClock';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { pageOf } from '../events/test/concertFixtures';
import { MyListings } from './MyListings';
import { aListing } from './test/listingFixtures';

const MINE = 'GET /api/ticketListing/users';

function renderMine(mine: Route, routes: Record<string, Route> = {}) {
  const server = routeFetch({ [MINE]: mine, ...routes });
  const view = renderWithProviders(<MyListings />, { transport: { fetchFn: server.fetchFn, retryDelaysMs: [] } });
  return { ...view, server };
}

describe('MyListings', () => {
  it('shows each listing with its rounded price, quantity, face value and markup, and the original price per ticket on hover', async () => {
    const { user, server } = renderMine({
      status: 200,
      body: pageOf([aListing({ price: 1249.6, verifiedAmountPaid: 5200, verifiedTicketQuantity: 4 })]),
    });
    expect(screen.getByText('Loading your listings...')).toBeInTheDocument();
    const row = await screen.findByRole('article', { name: 'Coldplay: Music of the Spheres' });
    expect(within(row).getByRole('link', { name: 'Coldplay: Music of the Spheres' })).toHaveAttribute(
      'href',
      '/events/coldplay-music-of-the-spheres/7',
    );
    expect(within(row).getByText('₹1,250 per ticket')).toBeInTheDocument();
    expect(within(row).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(row).getByText('Face value ₹1,300 per ticket')).toBeInTheDocument();
    expect(within(row).getByText('4% below face value')).toBeInTheDocument();
    expect(Object.fromEntries(server.calls[0].query)).toEqual({ pageNumber: '0', pageSize: '20', sortBy: 'price', sortDir: 'desc' });

    await user.hover(within(row).getByRole('button', { name: 'Original price paid' }));
    // Per ticket, like the price beside it (it used to say the booking's total, ₹5,200, beside a per-ticket price).
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Original price paid: ₹1,300 per ticket \(₹5,200 for 4 tickets\)$/);
  });

  it('says the markup over face value of a listing priced above it', async () => {
    renderMine({ status: 200, body: pageOf([aListing({ price: 2875, verifiedAmountPaid: 5000, verifiedTicketQuantity: 2 })]) });
    const row = await screen.findByRole('article', { name: 'Coldplay: Music of the Spheres' });
    expect(within(row).getByText('Face value ₹2,500 per ticket')).toBeInTheDocument();
    expect(within(row).getByText('+15% over face value')).toBeInTheDocument();
  });

  it('refreshes the list after a listing is marked sold', async () => {
    let mine: TicketListing = aListing();
    const { user } = renderMine(() => ({ status: 200, body: pageOf([mine]) }), {
      'PATCH /api/ticketListing/31/status': () => {
        mine = { ...mine, ticketStatus: 'SOLD' };
        return { status: 200, body: mine };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as Sold' }));
    await user.click(within(screen.getByRole('dialog')).getByText('Sold on FanTickets'));
    await user.click(within(screen.getByRole('dialog')).getByText('Confirm'));
    expect(await screen.findByText('Sold')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit listing' })).not.toBeInTheDocument();
  });

  it('says when there are no listings yet', async () => {
    renderMine({ status: 200, body: pageOf([]) });
    expect(await screen.findByText('No listings found')).toBeInTheDocument();
    expect(screen.getByText("You haven't listed any tickets yet. Start by selling your tickets!")).toBeInTheDocument();
  });

  it("says 'Unable to load your listings' once the page has failed, retrying nothing itself, and Retry loads them", async () => {
    startFakeClock();
    let failing = true;
    // No transport retries here: every call counted is the list's own.
    const { server } = renderMine(() =>
      failing ? { status: 500, body: { error: 'Database unavailable' } } : { status: 200, body: pageOf([aListing()]) },
    );
    await tick(0);
    expect(server.calls).toHaveLength(1);
    expect(screen.getByText('Unable to load your listings')).toBeInTheDocument();
    await tick(30_000);
    expect(server.calls).toHaveLength(1);

    failing = false;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await tick(0);
    await waitFor(() => expect(screen.getByText('Quantity: 2')).toBeInTheDocument());
    jest.useRealTimers();
  });

  it("shows the seller why our team hid a listing, and nothing on the others", async () => {
    const hidden = aListing({ ticketListingId: 41, hiddenByOperator: { at: '2026-11-22T10:00:00.000Z', reason: 'The seat does not exist at this venue' } });
    const shown = aListing({ ticketListingId: 42, concert: { concertId: 8, concertName: 'Anuv Jain Live' } });
    renderMine({ status: 200, body: pageOf([hidden, shown]) });
    const row = await screen.findByRole('article', { name: 'Coldplay: Music of the Spheres' });
    expect(within(row).getByRole('alert')).toHaveTextContent('Hidden from buyers by our team. Reason: The seat does not exist at this venue');
    expect(within(screen.getByRole('article', { name: 'Anuv Jain Live' })).queryByRole('alert')).not.toBeInTheDocument();
  });
});
