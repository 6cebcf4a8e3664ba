import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { TicketListing } from '../../../shared/entities';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route as FakeRoute } from '../../test/routeFetch';
import { aConcert, pageOf } from '../events/test/concertFixtures';
import { signedInState } from '../events/test/signedIn';
import { EventListings } from './EventListings';
import { MyListings } from './MyListings';
import { aListing, SELLER_CONTACT } from './test/listingFixtures';

const mine = aListing({ ticketListingId: 31, price: 2500, verifiedSeat: 'GOLD - Row F', seller: { id: testUser.id, name: testUser.name } });
const theirs = aListing({ ticketListingId: 32, price: 2600, verifiedSeat: 'SILVER - Row K' });

function SellPageStub() {
  const state = useLocation().state as { ticketListing?: TicketListing } | null;
  return <h1>Editing listing {state?.ticketListing?.ticketListingId}</h1>;
}

function renderEventListings(routes: Record<string, FakeRoute>) {
  const server = routeFetch(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<EventListings concert={aConcert()} />} />
      <Route path="/sell-tickets" element={<SellPageStub />} />
    </Routes>,
    { preloadedState: signedInState, transport: { fetchFn: server.fetchFn, retryDelaysMs: [] } },
  );
  return { ...view, server };
}

const card = (seat: string) => screen.findByRole('article', { name: `2 tickets, ${seat}` });

describe('a seller sees themselves (issue 42)', () => {
  it("marks their own listing on the event page 'Your listing', with Edit where buyers get Contact Seller", async () => {
    const { user } = renderEventListings({ 'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([mine, theirs]) } });
    const own = await card('GOLD - Row F');
    expect(within(own).getByText('Your listing')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Contact Seller' })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Report listing' })).not.toBeInTheDocument();

    const other = await card('SILVER - Row K');
    expect(within(other).queryByText('Your listing')).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Contact Seller' })).toBeEnabled();
    expect(within(other).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Editing listing 31' })).toBeInTheDocument();
  });

  it('offers no Edit on their own sold listing, still marked as theirs', async () => {
    renderEventListings({ 'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([{ ...mine, ticketStatus: 'SOLD' }]) } });
    const own = await card('GOLD - Row F');
    expect(within(own).getByText('Your listing')).toBeInTheDocument();
    expect(within(own).getByText('SOLD OUT!!')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Contact Seller' })).not.toBeInTheDocument();
  });

  it("shows a buyer the seller's record in the contact dialog: member since, tickets sold here, meet-up checks passed", async () => {
    const facts = { memberSince: '2026-02-28T18:30:00.000Z', ticketsSold: 3, meetupChecksPassed: 1 };
    const { user, server } = renderEventListings({
      'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([theirs]) },
      'POST /api/ticketListing/32/view': { status: 200, body: SELLER_CONTACT },
      'GET /api/ticketListing/32/seller': { status: 200, body: facts },
    });
    await user.click(within(await card('SILVER - Row K')).getByRole('button', { name: 'Contact Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact the seller' });
    const about = await within(dialog).findByRole('region', { name: 'About Ravi Kumar' });
    expect(within(about).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Member since Mar 2026',
      '3 tickets sold on FanTickets',
      '1 meet-up check passed',
    ]);
    expect(server.calls.some((call) => call.path === '/api/ticketListing/32/seller')).toBe(true);
  });

  it('says a new seller has no sales and no checks yet, rather than bare zeros', async () => {
    const facts = { memberSince: '2026-11-01T00:00:00.000Z', ticketsSold: 0, meetupChecksPassed: 0 };
    const { user } = renderEventListings({
      'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([theirs]) },
      'POST /api/ticketListing/32/view': { status: 200, body: SELLER_CONTACT },
      'GET /api/ticketListing/32/seller': { status: 200, body: facts },
    });
    await user.click(within(await card('SILVER - Row K')).getByRole('button', { name: 'Contact Seller' }));
    const about = await screen.findByRole('region', { name: 'About Ravi Kumar' });
    expect(within(about).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Member since Nov 2026',
      'No tickets sold on FanTickets yet',
      'No meet-up checks yet',
    ]);
  });

  it("shows in each My Listings row the event's day, whether it is listed, sold or hidden, and the contacts", async () => {
    const server = routeFetch({
      'GET /api/ticketListing/users': {
        status: 200,
        body: pageOf([
          { ...mine, concert: aConcert(), ticketHits: 5 },
          { ...mine, ticketListingId: 33, concert: aConcert({ concertId: 8, concertName: 'Lollapalooza India', concertDate: '2027-03-02T12:30:00Z' }), ticketHits: 1, hiddenByOperator: { at: '2026-11-20T10:00:00Z', reason: 'Checking the booking' } },
          { ...mine, ticketListingId: 34, concert: aConcert({ concertId: 9, concertName: 'NH7 Weekender' }), ticketHits: 0, ticketStatus: 'SOLD' },
        ]),
      },
    });
    renderWithProviders(<MyListings />, { preloadedState: signedInState, transport: { fetchFn: server.fetchFn, retryDelaysMs: [] } });
    const listed = await screen.findByRole('article', { name: 'Coldplay: Music of the Spheres' });
    expect(within(listed).getByText('Sun, 14 Feb 2027')).toBeInTheDocument();
    expect(within(listed).getByText('Listed')).toBeInTheDocument();
    expect(within(listed).getByText('5 fans have contacted you')).toBeInTheDocument();

    const hidden = screen.getByRole('article', { name: 'Lollapalooza India' });
    // 12:30 UTC on 2 March is 6 pm in India, the same day.
    expect(within(hidden).getByText('Tue, 2 Mar 2027')).toBeInTheDocument();
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    expect(within(hidden).getByText('1 fan has contacted you')).toBeInTheDocument();

    const sold = screen.getByRole('article', { name: 'NH7 Weekender' });
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
    expect(within(sold).getByText('No contacts yet')).toBeInTheDocument();
    expect(within(sold).queryByRole('button', { name: 'Mark as Sold' })).not.toBeInTheDocument();
  });
});
