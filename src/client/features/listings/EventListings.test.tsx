import { act, screen, waitFor, within } from '@testing-library/react';
import type { Transport } from '../../api/baseQuery';
import { startFakeClock, tick } from '../../test/fakeClock';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { aConcert, pageOf } from '../events/test/concertFixtures';
import { EventListings } from './EventListings';
import { signedInState } from '../events/test/signedIn';
import { aListing, SELLER_CONTACT } from './test/listingFixtures';

const LISTINGS = 'GET /api/ticketListing/concerts/7';
const cheap = aListing({ ticketListingId: 31, price: 2500 });
const dear = aListing({ ticketListingId: 32, price: 4520, verifiedSeat: 'VIP Lounge', ticketStatus: 'SOLD' });

function renderListings(listings: Route, transport: Partial<Transport> = { retryDelaysMs: [] }, signedIn = true) {
  const server = routeFetch({ [LISTINGS]: listings, 'POST /api/ticketListing/31/view': { status: 200, body: SELLER_CONTACT } });
  const view = renderWithProviders(<EventListings concert={aConcert()} />, {
    transport: { fetchFn: server.fetchFn, ...transport },
    preloadedState: signedIn ? signedInState : undefined,
  });
  const listCalls = () => server.calls.filter((c) => c.path === '/api/ticketListing/concerts/7' && c.query.get('sortDir') === 'asc');
  return { ...view, server, listCalls };
}

// The same path answers the list (price ascending) and the filter bar's highest price (one listing, descending).
const twoListings: Route = (call) =>
  call.query.get('sortDir') === 'desc'
    ? { status: 200, body: { ...pageOf([dear]), totalElements: 2 } }
    : { status: 200, body: pageOf(call.query.get('minQuantity') ? [dear] : [cheap, dear]) };

describe('EventListings', () => {
  it('loads 20 a page cheapest first with the filter bar, and narrows by the filters', async () => {
    const { user, listCalls } = renderListings(twoListings);
    const list = await screen.findByRole('list', { name: 'Ticket listings' });
    expect(within(list).getAllByText('per ticket')).toHaveLength(2);
    expect(within(list).getByText('SOLD OUT!!')).toBeInTheDocument();
    expect(Object.fromEntries(listCalls()[0].query)).toEqual({ pageNumber: '0', pageSize: '20', sortBy: 'price', sortDir: 'asc' });
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuemax', '4550');

    await user.selectOptions(screen.getByLabelText('Minimum tickets'), '2+');
    await waitFor(() => expect(screen.getAllByText('per ticket')).toHaveLength(1));
    expect(listCalls().at(-1)?.query.get('minQuantity')).toBe('2');
  });

  it('announces how many listings the filters leave, politely', async () => {
    const { user } = renderListings(twoListings);
    const announced = await screen.findByText('2 ticket listings');
    expect(announced).toHaveAttribute('aria-live', 'polite');
    await user.selectOptions(screen.getByLabelText('Minimum tickets'), '2+');
    await waitFor(() => expect(announced).toHaveTextContent(/^1 ticket listing$/));
  });

  it("counts a contact on the card once the seller is contacted, and the dialog links to the number the contact answered", async () => {
    const { user } = renderListings(twoListings);
    const [contact] = await screen.findAllByRole('button', { name: 'Contact Seller' });
    await user.click(contact);
    expect(await screen.findByText('6 fans have contacted the seller')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Contact the seller' });
    expect(within(dialog).getByRole('link', { name: 'Message on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919812345678\?/);
  });

  it('offers no contact to someone signed out: the button is there, disabled, and nothing is asked', async () => {
    const { server } = renderListings(twoListings, { retryDelaysMs: [] }, false);
    const buttons = await screen.findAllByRole('button', { name: 'Contact Seller' });
    for (const button of buttons) expect(button).toBeDisabled();
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says no listings were found, offers no retry and shows no filters', async () => {
    renderListings({ status: 200, body: pageOf([]) });
    expect(await screen.findByText('No ticket listings found')).toBeInTheDocument();
    expect(
      screen.getByText('No tickets available for this event matching your filters. Try changing your filters or check back later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('says the listings could not load 3 s after the first failure, having asked 3 times, and Retry loads them', async () => {
    startFakeClock();
    let failing = true;
    // The transport's own delays, on the fake clock: what a fan waits.
    const { listCalls } = renderListings((call) => (failing ? { status: 503, body: { error: 'Database unavailable' } } : twoListings(call)), {
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    await tick(0);
    expect(listCalls()).toHaveLength(1);
    await tick(999);
    expect(listCalls()).toHaveLength(1);
    await tick(1);
    expect(listCalls()).toHaveLength(2);
    await tick(1999);
    expect(screen.getByText('Loading ticket listings...')).toBeInTheDocument();
    await tick(1);
    expect(listCalls()).toHaveLength(3);
    expect(screen.getByText('Unable to load ticket listings')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while loading ticket listings. Please try again.')).toBeInTheDocument();
    await tick(30_000);
    expect(listCalls()).toHaveLength(3);

    failing = false;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await tick(0);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    jest.useRealTimers();
  });

  it('sends a contact that fails once: a repeat could count the fan twice', async () => {
    const { user, server, store } = renderListings(twoListings, {});
    server.routes['POST /api/ticketListing/31/view'] = { status: 503, body: { error: 'Database unavailable' } };
    const [contact] = await screen.findAllByRole('button', { name: 'Contact Seller' });
    await user.click(contact);
    const dialog = await screen.findByRole('dialog', { name: 'Contact the seller' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(within(dialog).queryByRole('link', { name: 'Message on WhatsApp' })).not.toBeInTheDocument();
    await waitFor(() => expect(Object.values(store.getState().api.mutations).map((m) => m?.status)).toEqual(['rejected']));
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
