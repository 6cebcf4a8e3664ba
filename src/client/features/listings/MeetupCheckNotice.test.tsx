import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ticketNestPublic } from '../../test/providerFixtures';
import { routeFetch, type Route } from '../../test/routeFetch';
import { SHIPPED_PROVIDERS } from '../../test/shippedProviders';
import { pageOf } from '../events/test/concertFixtures';
import { MyListings } from './MyListings';
import { aListing } from './test/listingFixtures';

const event = (concertId: number, expectedDkimDomain: string) => ({ concertId, concertName: `Show ${concertId}`, expectedDkimDomain });
const NOTICE = 'Buyers may check your ticket at the meet-up';
const PROVIDERS_OK: Route = { status: 200, body: { providers: [...SHIPPED_PROVIDERS, ticketNestPublic] } };

function renderMine(listings: ReturnType<typeof aListing>[], providers: Route = PROVIDERS_OK) {
  const server = routeFetch({ 'GET /api/ticketListing/users': { status: 200, body: pageOf(listings) }, 'GET /api/providers': providers });
  const view = renderWithProviders(<MyListings />, { transport: { fetchFn: server.fetchFn, retryDelaysMs: [] } });
  return { ...view, server };
}

/** The notice's list once the providers are in: each provider's id, and where it is shown. */
async function expectPlaces(expected: unknown[]) {
  const notice = await screen.findByRole('region', { name: NOTICE });
  await waitFor(() => expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected));
}

describe('My Listings: the meet-up check, told to the seller', () => {
  it('says buyers may check the booking id, and where it is for each provider the seller lists from', async () => {
    renderMine([
      aListing({ ticketListingId: 1, concert: event(1, 'bookmyshow.com') }),
      aListing({ ticketListingId: 2, concert: event(2, 'sortmyscene.com') }),
      aListing({ ticketListingId: 3, concert: event(3, 'bookmyshow.com') }),
      aListing({ ticketListingId: 4, concert: event(4, 'district.in'), ticketStatus: 'SOLD' }),
    ]);
    const notice = await screen.findByRole('region', { name: NOTICE });
    expect(notice).toHaveTextContent('the buyer may type the booking id from the ticket you show them');
    expect(notice).toHaveTextContent('Bring the ticket from that booking');
    await expectPlaces([
      expect.stringMatching(/^BookMyShow: Booking ID\. In the BookMyShow app/),
      expect.stringMatching(/^SortMyScene: Ticket ID\. On the pass in the SortMyScene app/),
    ]);
  });

  it('tells where a provider an operator added shows its id, as the server describes it', async () => {
    renderMine([aListing({ ticketListingId: 1, concert: event(1, 'ticketnest.in') })]);
    await expectPlaces(["TicketNest: Reference. Next to 'Reference' in the e-mail."]);
  });

  it('still tells the seller where to look when the providers cannot be loaded', async () => {
    const { server } = renderMine([aListing({ ticketListingId: 1, concert: event(1, 'ticketnest.in') })], { status: 500, body: { error: 'Something went wrong' } });
    await expectPlaces(["In your provider's app, on the ticket, and in its confirmation e-mail, where it may be called the booking, order or ticket id."]);
    expect(server.calls.some((call) => call.path === '/api/providers')).toBe(true);
  });

  it('says nothing when nothing is on sale, and asks for no providers', async () => {
    const { server } = renderMine([aListing({ ticketStatus: 'SOLD' })]);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/providers')).toBe(false);
  });
});
