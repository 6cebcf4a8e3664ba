import { screen, within } from '@testing-library/react';
import type { QueuedReport, ReportQueuePage } from '../../../../shared/admin/reportQueue';
import { NOTE_REQUIRED } from '../../../../shared/schemas/moderationSchemas';
import { App } from '../../../app/App';
import { testUser } from '../../../test/fakeFetch';
import { findToast } from '../../../test/findToast';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { routeFetch } from '../../../test/routeFetch';

const admin = { ...testUser, role: 'ADMIN' as const };

const report: QueuedReport = {
  id: 9,
  reason: 'FAKE',
  details: 'The booking id did not match at the gate',
  createdAt: '2026-11-22T10:00:00.000Z',
  reporter: { id: 7, email: 'kavya@example.in', name: 'Kavya' },
  listing: {
    id: 12,
    event: { id: 3, name: 'Anuv Jain Live', date: '2026-12-05T14:30:00.000Z' },
    seller: { id: 5, email: 'ravi@example.in', name: 'Ravi', suspended: false },
    price: 2500,
    quantity: 2,
    seat: 'Gold - Row A',
    status: 'LISTED',
    createdAt: '2026-11-20T10:00:00.000Z',
    hidden: null,
    openReports: 1,
  },
  sellerHistory: { listings: 4, sold: 1, hidden: 0, earlierReports: 1 },
  otherReports: [{ id: 8, listingId: 14, reason: 'ABUSIVE_SELLER', details: 'He shouted', createdAt: '2026-11-21T10:00:00.000Z', resolution: 'DISMISSED' }],
};
const queue: ReportQueuePage = { content: [report], lastPage: true, totalElements: 1 };

describe('the console Reports queue', () => {
  it("shows each open report with its listing, the seller's record and other reports, and resolves it with a note", async () => {
    const server = routeFetch({ 'GET /auth/session': { status: 200, body: { user: admin } }, 'GET /api/admin/reports': { status: 200, body: queue } });
    const { user } = renderWithProviders(<App />, { route: '/admin/reports', transport: { fetchFn: server.fetchFn } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Fake or not verified' }));
    expect(card.getByText(/by kavya@example.in/)).toBeInTheDocument();
    expect(card.getByText('The booking id did not match at the gate')).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3, name: 'Anuv Jain Live' })).toBeInTheDocument();
    expect(card.getByText('The seller: 4 listings, 1 sold, 0 hidden, 1 earlier report')).toBeInTheDocument();
    expect(card.getByText(/Abusive seller on listing #14, .* \(dismissed\): “He shouted”/)).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Resolve report #9' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve report #9' }));
    await user.click(dialog.getByRole('radio', { name: 'Hide the listing' }));
    expect(dialog.getByRole('status')).toHaveTextContent('The note is the reason the seller is shown in My Listings');
    await user.click(dialog.getByRole('button', { name: 'Resolve report' }));
    expect(await dialog.findByText(NOTE_REQUIRED)).toBeInTheDocument();

    server.routes['POST /api/admin/reports/9/resolve'] = { status: 200, body: { id: 9, resolution: 'LISTING_HIDDEN', note: 'Fake booking', resolvedAt: '2026-11-22T11:00:00.000Z' } };
    server.routes['GET /api/admin/reports'] = { status: 200, body: { content: [], lastPage: true, totalElements: 0 } };
    await user.type(dialog.getByRole('textbox', { name: 'Note' }), 'Fake booking');
    await user.click(dialog.getByRole('button', { name: 'Resolve report' }));
    await findToast('Report #9 is resolved');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ resolution: 'LISTING_HIDDEN', note: 'Fake booking' });
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('warns an operator that a report about their own listing is theirs, on the card and in the dialog; no warning on anyone else’s', async () => {
    const own: QueuedReport = { ...report, id: 10, listing: { ...report.listing, seller: { id: admin.id, email: admin.email, name: admin.name, suspended: false } } };
    const server = routeFetch({
      'GET /auth/session': { status: 200, body: { user: admin } },
      'GET /api/admin/reports': { status: 200, body: { content: [own, report], lastPage: true, totalElements: 2 } },
    });
    const { user } = renderWithProviders(<App />, { route: '/admin/reports', transport: { fetchFn: server.fetchFn } });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByRole('alert')).toHaveTextContent('This is your own listing. Ask another operator to handle it.');
    expect(within(cards[1]).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(cards[0]).getByRole('button', { name: 'Resolve report #10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve report #10' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('This is your own listing. Ask another operator to handle it.');
  });
});
