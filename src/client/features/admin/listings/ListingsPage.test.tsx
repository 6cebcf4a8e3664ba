import { screen, waitFor, within } from '@testing-library/react';
import type { AdminListing, AdminListingPage } from '../../../../shared/admin/listings';
import { HIDE_REASON_REQUIRED } from '../../../../shared/schemas/moderationSchemas';
import { App } from '../../../app/App';
import { testUser } from '../../../test/fakeFetch';
import { findToast } from '../../../test/findToast';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { routeFetch, type SeenCall } from '../../../test/routeFetch';

const admin = { ...testUser, role: 'ADMIN' as const };

const onSale: AdminListing = {
  id: 12,
  event: { id: 3, name: 'Anuv Jain Live', date: '2026-12-05T14:30:00.000Z' },
  seller: { id: 5, email: 'ravi@example.in', name: 'Ravi', suspended: false },
  price: 2500,
  quantity: 2,
  seat: 'Gold - Row A',
  status: 'LISTED',
  createdAt: '2026-11-20T10:00:00.000Z',
  hidden: null,
  openReports: 2,
};
const hidden: AdminListing = { ...onSale, id: 13, openReports: 0, hidden: { at: '2026-11-21T10:00:00.000Z', cause: 'OPERATOR', reason: 'Seat does not exist' } };
const page = (content: AdminListing[]): AdminListingPage => ({ content, lastPage: true, totalElements: content.length });

describe('the console Listings page', () => {
  it('searches, shows each listing with its state, and hides one with a reason', async () => {
    const listings = (call: SeenCall) => ({ status: 200, body: call.query.get('query') === 'BMS-1234' ? page([onSale]) : page([onSale, hidden]) });
    const server = routeFetch({ 'GET /auth/session': { status: 200, body: { user: admin } }, 'GET /api/admin/listings': listings });
    const { user } = renderWithProviders(<App />, { route: '/admin/listings', transport: { fetchFn: server.fetchFn } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Listings' })).toBeInTheDocument();
    expect(await screen.findByText('2 listings')).toBeInTheDocument();
    expect(screen.getAllByText('Seller: Ravi (ravi@example.in)')).toHaveLength(2);
    expect(screen.getByText('2 open reports')).toBeInTheDocument();
    expect(screen.getByText(/Hidden by an operator .*: Seat does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore listing #13' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Find a listing' }), 'BMS-1234');
    expect(await screen.findByText('1 listing matching “BMS-1234”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide listing #12' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide listing #12' }));
    await user.click(dialog.getByRole('button', { name: 'Hide listing' }));
    expect(await dialog.findByText(HIDE_REASON_REQUIRED)).toBeInTheDocument();
    server.routes['POST /api/admin/listings/12/hide'] = { status: 200, body: { ...onSale, hidden: { at: '2026-11-22T10:00:00.000Z', cause: 'OPERATOR', reason: 'Fake' } } };
    await user.type(dialog.getByRole('textbox', { name: 'Reason (shown to the seller)' }), '  Fake booking  ');
    await user.click(dialog.getByRole('button', { name: 'Hide listing' }));
    await findToast('Listing #12 is hidden');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Fake booking' });
    await waitFor(() => expect(server.calls.filter((call) => call.path === '/api/admin/listings').length).toBeGreaterThanOrEqual(3));
  });

  it('filters by whether buyers see the listing, and restores one an operator hid', async () => {
    const server = routeFetch({ 'GET /auth/session': { status: 200, body: { user: admin } }, 'GET /api/admin/listings': { status: 200, body: page([hidden]) } });
    const { user } = renderWithProviders(<App />, { route: '/admin/listings', transport: { fetchFn: server.fetchFn } });
    await user.click(await screen.findByRole('button', { name: 'Hidden' }));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('state')).toBe('hidden'));
    server.routes['POST /api/admin/listings/13/restore'] = { status: 200, body: { ...hidden, hidden: null } };
    await user.click(screen.getByRole('button', { name: 'Restore listing #13' }));
    await findToast('Listing #13 is on the marketplace again');
  });
});
