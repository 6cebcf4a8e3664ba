import { screen, waitFor, within } from '@testing-library/react';
import { REPORT_DETAILS_TOO_LONG, REPORT_REASON_REQUIRED } from '../../../shared/schemas/moderationSchemas';
import { initialAuthState } from '../auth/authSlice';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { aConcert, pageOf } from '../events/test/concertFixtures';
import { EventListings } from './EventListings';
import { aListing } from './test/listingFixtures';
import { REPORT_SENT } from './ReportListingDialog';

const REPORT = 'POST /api/ticketListing/31/report';
const RECEIPT = { id: 5, listingId: 31, reason: 'ALREADY_SOLD', details: '', createdAt: '2026-11-25T02:00:00.000Z' };

function renderPage(who: typeof testUser | null, reply: Route = { status: 201, body: RECEIPT }) {
  const server = routeFetch({
    'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([aListing()]) },
    [REPORT]: reply,
  });
  const view = renderWithProviders(<EventListings concert={aConcert()} />, {
    transport: { fetchFn: server.fetchFn, retryDelaysMs: [] },
    preloadedState: { auth: { ...initialAuthState, status: who ? 'signedIn' : 'signedOut', user: who } },
  });
  return { ...view, server };
}

async function openDialog(view: ReturnType<typeof renderPage>) {
  const card = await screen.findByRole('article');
  await view.user.click(within(card).getByRole('button', { name: 'Report listing' }));
  return within(await screen.findByRole('dialog', { name: 'Report listing' }));
}

describe('"Report listing" on a listing card', () => {
  const buyer = { ...testUser, id: 900 };

  it('offers the five reasons with their labels, and an optional text', async () => {
    const view = renderPage(buyer);
    const dialog = await openDialog(view);
    const reasons = within(dialog.getByRole('radiogroup', { name: 'What is wrong?' })).getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Fake or not verified',
      'Already sold',
      'Price or terms not honoured',
      'Abusive seller',
      'Other',
    ]);
    expect(dialog.getByRole('textbox', { name: 'What happened (optional)' })).toBeInTheDocument();
  });

  it('sends the chosen reason and the trimmed text, thanks the buyer and closes', async () => {
    const view = renderPage(buyer);
    const dialog = await openDialog(view);
    await view.user.click(dialog.getByRole('radio', { name: 'Already sold' }));
    await view.user.type(dialog.getByRole('textbox', { name: 'What happened (optional)' }), '  He sold them yesterday  ');
    await view.user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_SENT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report listing' })).not.toBeInTheDocument());
    expect(view.server.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/ticketListing/31/report', body: { reason: 'ALREADY_SOLD', details: 'He sold them yesterday' } }),
    ]);
  });

  it('asks for a reason, and keeps the text to 1,000 characters, before sending anything', async () => {
    const view = renderPage(buyer);
    const dialog = await openDialog(view);
    await view.user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(REPORT_REASON_REQUIRED)).toBeInTheDocument();
    await view.user.click(dialog.getByRole('radio', { name: 'Other' }));
    expect(dialog.queryByText(REPORT_REASON_REQUIRED)).not.toBeInTheDocument();
    await view.user.click(dialog.getByRole('textbox', { name: 'What happened (optional)' }));
    await view.user.paste('x'.repeat(1001));
    expect(dialog.getByText('1,001 / 1,000')).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(REPORT_DETAILS_TOO_LONG)).toBeInTheDocument();
    expect(view.server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const view = renderPage(buyer, { status: 429, body: { error: 'Too many reports. Please try again in 40 minutes.' } });
    const dialog = await openDialog(view);
    await view.user.click(dialog.getByRole('radio', { name: 'Fake or not verified' }));
    await view.user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many reports. Please try again in 40 minutes.');
    expect(screen.getByRole('dialog', { name: 'Report listing' })).toBeInTheDocument();
  });

  it("is not offered to the listing's seller", async () => {
    renderPage({ ...testUser, id: 2 });
    expect(within(await screen.findByRole('article')).queryByRole('button', { name: 'Report listing' })).not.toBeInTheDocument();
  });

  it('is not offered to someone signed out', async () => {
    renderPage(null);
    expect(within(await screen.findByRole('article')).queryByRole('button', { name: 'Report listing' })).not.toBeInTheDocument();
  });
});
