import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { pageOf } from '../events/test/concertFixtures';
import { MyListings } from './MyListings';
import { aListing } from './test/listingFixtures';

const event = (concertId: number, expectedDkimDomain: 'bookmyshow.com' | 'sortmyscene.com' | 'district.in') => ({ concertId, concertName: `Show ${concertId}`, expectedDkimDomain });

function renderMine(listings: ReturnType<typeof aListing>[]) {
  const server = routeFetch({ 'GET /api/ticketListing/users': { status: 200, body: pageOf(listings) } });
  return renderWithProviders(<MyListings />, { transport: { fetchFn: server.fetchFn, retryDelaysMs: [] } });
}

describe('My Listings: the meet-up check, told to the seller', () => {
  it('says buyers may check the booking id, and where it is for each provider the seller lists from', async () => {
    renderMine([
      aListing({ ticketListingId: 1, concert: event(1, 'bookmyshow.com') }),
      aListing({ ticketListingId: 2, concert: event(2, 'sortmyscene.com') }),
      aListing({ ticketListingId: 3, concert: event(3, 'bookmyshow.com') }),
      aListing({ ticketListingId: 4, concert: event(4, 'district.in'), ticketStatus: 'SOLD' }),
    ]);
    const notice = await screen.findByRole('region', { name: 'Buyers may check your ticket at the meet-up' });
    expect(notice).toHaveTextContent('the buyer may type the booking id from the ticket you show them');
    expect(notice).toHaveTextContent('Bring the ticket from that booking');
    const places = within(notice).getAllByRole('listitem').map((item) => item.textContent);
    expect(places).toEqual([
      expect.stringMatching(/^BookMyShow: Booking ID\. In the BookMyShow app/),
      expect.stringMatching(/^SortMyScene: Ticket ID\. On the pass in the SortMyScene app/),
    ]);
  });

  it('says nothing when nothing is on sale', async () => {
    renderMine([aListing({ ticketStatus: 'SOLD' })]);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buyers may check your ticket at the meet-up' })).not.toBeInTheDocument();
  });
});
