import { screen, waitFor, within } from '@testing-library/react';
import { BOOKING_ID_REQUIRED } from '../../../shared/schemas/meetupCheckSchemas';
import { initialAuthState } from '../auth/authSlice';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ticketNestPublic } from '../../test/providerFixtures';
import { routeFetch, type Route } from '../../test/routeFetch';
import { SHIPPED_PROVIDERS } from '../../test/shippedProviders';
import { aConcert, pageOf } from '../events/test/concertFixtures';
import { EventListings } from './EventListings';
import { MeetupCheckDialog } from './MeetupCheckDialog';
import { aListing, SELLER_CONTACT } from './test/listingFixtures';

const CHECK = 'POST /api/ticketListing/31/check-booking';
const bookMyShow = aListing({ concert: { concertId: 7, concertName: 'Coldplay: Music of the Spheres', expectedDkimDomain: 'bookmyshow.com' } });

const ANY_PROVIDER = "On the ticket in the seller's app, or in the provider's confirmation e-mail, where it may be called the booking, order or ticket id.";
const PROVIDERS: Route = { status: 200, body: { providers: [...SHIPPED_PROVIDERS, ticketNestPublic] } };

function renderDialog(reply: Route, listing = bookMyShow, providers = PROVIDERS) {
  const server = routeFetch({ [CHECK]: reply, 'GET /api/providers': providers });
  const onClose = jest.fn();
  const view = renderWithProviders(<MeetupCheckDialog listing={listing} onClose={onClose} />, {
    transport: { fetchFn: server.fetchFn, retryDelaysMs: [] },
  });
  const dialog = within(screen.getByRole('dialog', { name: 'At the meet-up: check the ticket' }));
  // The booking-id checks sent; the dialog also asks for the providers.
  const checks = () => server.calls.filter((call) => `${call.method} ${call.path}` === CHECK);
  return { ...view, server, checks, onClose, dialog };
}

async function typeAndCheck(view: ReturnType<typeof renderDialog>, bookingId: string) {
  const field = view.dialog.getByLabelText("Booking ID on the seller's ticket");
  await view.user.clear(field);
  await view.user.type(field, bookingId);
  await view.user.click(view.dialog.getByRole('button', { name: 'Check' }));
}

describe('MeetupCheckDialog', () => {
  it("says where the provider puts the booking id, and has one field", async () => {
    const { dialog } = renderDialog({ status: 200, body: { match: true } });
    expect(dialog.getByText(/Ask the seller to show you the ticket for Coldplay: Music of the Spheres/)).toBeInTheDocument();
    expect(await dialog.findByText(/open the booking under Your Orders/)).toBeInTheDocument();
    expect(dialog.getAllByRole('textbox')).toHaveLength(1);
  });

  it.each([
    ['district.in', 'Booking ID', /District app/],
    ['skillboxes.com', 'Order ID', /Skillbox order or ticket page/],
    ['sortmyscene.com', 'Ticket ID', /pass in the SortMyScene app/],
    ['ticketnest.in', 'Reference', /^Next to 'Reference' in the e-mail\.$/],
  ] as const)('names the id as %s calls it', async (domain, label, where) => {
    const { dialog } = renderDialog({ status: 200, body: { match: true } }, aListing({ concert: { concertId: 7, concertName: 'Show', expectedDkimDomain: domain } }));
    // The where first: District's label is the one shown before the providers load.
    expect(await dialog.findByText(where)).toBeInTheDocument();
    expect(dialog.getByLabelText(`${label} on the seller's ticket`)).toBeInTheDocument();
  });

  it('checks with a hint true of every provider when the providers cannot be loaded', async () => {
    const view = renderDialog({ status: 200, body: { match: true } }, bookMyShow, { status: 500, body: { error: 'Something went wrong' } });
    await waitFor(() => expect(view.server.calls.map((call) => call.path)).toContain('/api/providers'));
    expect(view.dialog.getByText(ANY_PROVIDER)).toBeInTheDocument();
    await typeAndCheck(view, 'BMS-123456');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('This is the verified booking'));
    expect(screen.getByRole('status')).toHaveTextContent("Have the seller transfer the tickets to you in the provider's app, then pay.");
    expect(view.checks().map((call) => call.body)).toEqual([{ bookingId: 'BMS-123456' }]);
    expect(view.dialog.getByText(ANY_PROVIDER)).toBeInTheDocument();
  });

  it('sends the id as typed (trimmed) and shows the green answer in the status region, no toast', async () => {
    const view = renderDialog({ status: 200, body: { match: true } });
    expect(await view.dialog.findByText(/open the booking under Your Orders/)).toBeInTheDocument();
    await typeAndCheck(view, '  bms-123 456 ');
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('This is the verified booking'));
    expect(status).toHaveTextContent('Have the seller transfer the tickets to you in the BookMyShow app, then pay.');
    expect(view.checks().map((call) => call.body)).toEqual([{ bookingId: 'bms-123 456' }]);
    expect(screen.queryByRole('button', { name: 'Tell us about it' })).not.toBeInTheDocument();
    // Announced once, by the status region: no toast (an alert, even behind the dialog) says it again.
    expect(screen.queryAllByRole('alert', { hidden: true })).toEqual([]);
  });

  it('shows the red answer with what to do next, and "Tell us about it" opens the feedback dialog', async () => {
    const view = renderDialog({ status: 200, body: { match: false } });
    await typeAndCheck(view, 'BMS-999');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('This is not the booking we verified: do not pay'));
    expect(status).toHaveTextContent('walk away and tell us');
    expect(screen.queryAllByRole('alert', { hidden: true })).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Tell us about it' }));
    expect(await screen.findByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
  });

  it('asks for the id before checking anything', async () => {
    const view = renderDialog({ status: 200, body: { match: true } });
    await view.user.click(view.dialog.getByRole('button', { name: 'Check' }));
    expect(await view.dialog.findByText(BOOKING_ID_REQUIRED)).toBeInTheDocument();
    expect(view.checks()).toEqual([]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows the server's refusal (the hourly limit) instead of an answer", async () => {
    const error = 'You have checked this listing 5 times in the last hour. Try again in 42 minutes, or do not pay if the id does not match.';
    const view = renderDialog({ status: 429, body: { error } });
    await typeAndCheck(view, 'BMS-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('the meet-up check on the event page', () => {
  const buyer = { ...testUser, id: 900 };
  function renderPage(who: typeof testUser | null, listing = aListing({ meetupChecks: 2 })) {
    const server = routeFetch({
      'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([listing]) },
      'POST /api/ticketListing/31/view': { status: 200, body: SELLER_CONTACT },
    });
    return renderWithProviders(<EventListings concert={aConcert()} />, {
      transport: { fetchFn: server.fetchFn, retryDelaysMs: [] },
      preloadedState: { auth: { ...initialAuthState, status: who ? 'signedIn' : 'signedOut', user: who } },
    });
  }

  it('is offered on the card and in the contact dialog to a signed-in buyer, with the matched checks counted', async () => {
    const { user } = renderPage(buyer);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Checked at 2 meet-ups')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Contact Seller' }));
    const contact = await screen.findByRole('dialog', { name: 'Contact the seller' });
    await user.click(within(contact).getByRole('button', { name: 'At the meet-up: check the ticket' }));
    expect(await screen.findByRole('dialog', { name: 'At the meet-up: check the ticket' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact the seller' })).not.toBeInTheDocument());
  });

  it("is not offered to the listing's seller", async () => {
    const seller = { ...testUser, id: 2 };
    renderPage(seller);
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: 'At the meet-up: check the ticket' })).not.toBeInTheDocument();
  });

  it('is not offered to someone signed out', async () => {
    renderPage(null, aListing({ meetupChecks: 1 }));
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Checked at 1 meet-up')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'At the meet-up: check the ticket' })).not.toBeInTheDocument();
  });

  it('says nothing about meet-ups before any check matched', async () => {
    renderPage(buyer, aListing({ meetupChecks: 0 }));
    const card = await screen.findByRole('article');
    expect(within(card).queryByText(/Checked at/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'At the meet-up: check the ticket' })).toBeInTheDocument();
  });
});
