import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Reply, type SeenCall } from '../../test/routeFetch';
import { pageOf } from '../events/test/concertFixtures';
import { MyListings } from '../listings/MyListings';
import { aListing } from '../listings/test/listingFixtures';
import { EditListing } from './EditListing';
import { SellTicketsPage } from './SellTicketsPage';

const UPDATE = 'PUT /api/ticketListing/31';

/** jsdom's Blob has no text(). */
function readPart(call: SeenCall): Promise<unknown> {
  const part = (call.body as FormData).get('ticketListing') as Blob;
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ type: part.type, json: JSON.parse(String(reader.result)) });
    reader.readAsText(part);
  });
}

function renderEdit(reply: Reply) {
  const server = routeFetch({ [UPDATE]: reply });
  const view = renderWithProviders(<EditListing listing={aListing()} />, { transport: { fetchFn: server.fetchFn, retryDelaysMs: [] } });
  return { ...view, server };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('editing a listing', () => {
  it('opens from My Listings, says the listing is updated and goes back', async () => {
    const server = routeFetch({
      'GET /api/ticketListing/users': { status: 200, body: pageOf([aListing()]) },
      [UPDATE]: { status: 200, body: aListing({ price: 99000 }) },
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/profile" element={<MyListings />} />
        <Route path="/sell-tickets" element={<SellTicketsPage />} />
      </Routes>,
      { route: '/profile', transport: { fetchFn: server.fetchFn } },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit listing' }));
    expect(screen.getByRole('heading', { name: 'Update your ticket details' })).toBeInTheDocument();
    save();
    await findToast('Ticket listing updated successfully');
    expect(await screen.findByRole('heading', { name: 'My Listings' })).toBeInTheDocument();
  });

  it('sends the details as a JSON ticketListing part', async () => {
    const { server } = renderEdit({ status: 200, body: aListing({ price: 99000 }) });
    fireEvent.change(screen.getByLabelText('Price per ticket (₹)'), { target: { value: '99000' } });
    save();
    await findToast('Ticket listing updated successfully');
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(await readPart(put as SeenCall)).toEqual({
      type: 'application/json',
      json: {
        quantity: 2,
        price: 99000,
        verifiedSeat: 'GOLD - Row F',
        verifiedAdditionalDetails: 'Entry from Gate 3',
        wantsExchange: false,
        negotiable: true,
        sellerCity: 'Pune',
      },
    });
  });

  it("shows the server's message when the update is refused", async () => {
    renderEdit({ status: 409, body: { error: 'A sold listing cannot be changed' } });
    save();
    await findToast('A sold listing cannot be changed');
    expect(screen.getByRole('heading', { name: 'Update your ticket details' })).toBeInTheDocument();
  });

  it("says 'We could not update your ticket listing.' when the server gives no reason", async () => {
    renderEdit({ status: 500 });
    save();
    await findToast('We could not update your ticket listing.');
  });
});
