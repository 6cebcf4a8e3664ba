import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, AdminUserPage } from '../../../shared/admin/people';
import { App } from '../../app/App';
import { testUser } from '../../test/fakeFetch';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';

const admin = { ...testUser, id: 9, role: 'ADMIN' as const, email: 'meera@fantickets.in', name: 'Meera Ops' };

const seller: AdminUser = {
  id: 21,
  email: 'vikram@example.in',
  name: 'Vikram Seller',
  phoneNumber: '+919811112222',
  role: 'USER',
  createdAt: '2026-11-01T10:00:00.000Z',
  suspension: null,
  listings: { listed: 2, hidden: 0, sold: 1 },
};
const page = (content: AdminUser[]): AdminUserPage => ({ content, lastPage: true, totalElements: content.length });

/** The console through the whole app: the real router, store and transport, a faked server. */
describe('the operations console at /admin', () => {
  it('tells a signed-in fan it is for operators, and shows nothing of it', async () => {
    const server = routeFetch({ 'GET /auth/session': { status: 200, body: { user: testUser } } });
    renderWithProviders(<App />, { route: '/admin', transport: { fetchFn: server.fetchFn } });
    expect(await screen.findByText("This page is for the marketplace's operators.")).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Operations console' })).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/api/admin/'))).toEqual([]);
  });

  it('sends a stranger to sign in', async () => {
    renderWithProviders(<App />, { route: '/admin/people' });
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'People', hidden: true })).not.toBeInTheDocument();
  });

  it('opens People, under the console navigation, and searches as they type', async () => {
    const server = routeFetch({
      'GET /auth/session': { status: 200, body: { user: admin } },
      'GET /api/admin/users': (call) => ({ status: 200, body: page(call.query.get('query') === 'vikram' ? [seller] : [seller, { ...seller, id: 22, email: 'other@example.in', name: 'Other' }]) }),
    });
    const { user } = renderWithProviders(<App />, { route: '/admin/people', transport: { fetchFn: server.fetchFn } });
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Operations console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Events', 'Providers', 'Listings', 'Reports', 'People', 'Inbox', 'Audit log']);
    expect(within(nav).getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('2 accounts')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Find an account' }), 'vikram');
    expect(await screen.findByText('1 account matching “vikram”')).toBeInTheDocument();
    expect(server.calls.at(-1)?.query.get('query')).toBe('vikram');
  });

  it('suspends with a reason the dialog asks for, and restores', async () => {
    const server = routeFetch({
      'GET /auth/session': { status: 200, body: { user: admin } },
      'GET /api/admin/users': { status: 200, body: page([seller]) },
      'POST /api/admin/users/21/suspend': (call) => ({ status: 200, body: { ...seller, suspension: { at: '2026-11-20T10:00:00.000Z', reason: (call.body as { reason: string }).reason } } }),
    });
    const { user } = renderWithProviders(<App />, { route: '/admin/people', transport: { fetchFn: server.fetchFn } });
    await user.click(await screen.findByRole('button', { name: 'Suspend vikram@example.in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend vikram@example.in' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByText('Please say why the account is suspended')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Sold the same ticket twice');
    server.routes['GET /api/admin/users'] = { status: 200, body: page([{ ...seller, suspension: { at: '2026-11-20T10:00:00.000Z', reason: 'Sold the same ticket twice' } }]) };
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await findToast('vikram@example.in is suspended');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Sold the same ticket twice' });
    expect(await screen.findByText(/Sold the same ticket twice$/)).toBeInTheDocument();

    server.routes['POST /api/admin/users/21/restore'] = { status: 200, body: seller };
    server.routes['GET /api/admin/users'] = { status: 200, body: page([seller]) };
    await user.click(await screen.findByRole('button', { name: 'Restore vikram@example.in' }));
    await findToast('vikram@example.in is restored');
    expect(await screen.findByRole('button', { name: 'Suspend vikram@example.in' })).toBeInTheDocument();
  });

  it('offers no Suspend on the admin’s own account or another admin’s', async () => {
    const server = routeFetch({
      'GET /auth/session': { status: 200, body: { user: admin } },
      'GET /api/admin/users': { status: 200, body: page([{ ...seller, id: admin.id, email: admin.email, role: 'ADMIN' }, { ...seller, id: 30, email: 'ops2@fantickets.in', role: 'ADMIN' }]) },
    });
    renderWithProviders(<App />, { route: '/admin/people', transport: { fetchFn: server.fetchFn } });
    expect(await screen.findByText('This is you')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['This is your own account.']);
    expect(screen.getByText('An admin: their role is managed on the command line')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Suspend/ })).not.toBeInTheDocument();
  });

  it('gives each of its eight pages a tab title of its own', async () => {
    const server = routeFetch({ 'GET /auth/session': { status: 200, body: { user: admin } } });
    const { user } = renderWithProviders(<App />, { route: '/admin', transport: { fetchFn: server.fetchFn } });
    const nav = await screen.findByRole('navigation', { name: 'Operations console' });
    const titles: string[] = [];
    for (const link of within(nav).getAllByRole('link')) {
      await user.click(link);
      await waitFor(() => expect(document.title).toBe(`${link.textContent ?? ''} | Operations console | FanTickets`));
      titles.push(document.title);
    }
    expect(new Set(titles).size).toBe(8);
  });
});
