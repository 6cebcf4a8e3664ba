import { act, screen, within } from '@testing-library/react';
import type { AuditPage } from '../../../../shared/admin/audit';
import { App } from '../../../app/App';
import { testUser } from '../../../test/fakeFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ticketNestPublic } from '../../../test/providerFixtures';
import { routeFetch } from '../../../test/routeFetch';
import { SHIPPED_PROVIDERS } from '../../../test/shippedProviders';

const admin = { ...testUser, role: 'ADMIN' as const };

const log: AuditPage = {
  content: [
    {
      id: 2,
      at: '2026-11-20T04:30:00.000Z',
      actor: { id: 1, email: 'asha@example.in', name: 'Asha Rao' },
      source: 'console',
      action: 'user.suspend',
      target: { type: 'user', id: 21, label: 'vikram@example.in' },
      before: { suspended: false },
      after: { suspended: true, reason: 'Fake tickets', hiddenListings: [4, 5] },
    },
    { id: 1, at: '2026-11-19T04:30:00.000Z', actor: null, source: 'command line', action: 'role.grant', target: { type: 'user', id: 1, label: 'asha@example.in' }, before: { role: 'USER' }, after: { role: 'ADMIN' } },
  ],
  lastPage: true,
  totalElements: 2,
};

const auditServer = () =>
  routeFetch({
    'GET /auth/session': { status: 200, body: { user: admin } },
    'GET /api/admin/audit': (call) => ({ status: 200, body: call.query.has('action') ? { ...log, content: log.content.slice(0, 1), totalElements: 1 } : log }),
  });

describe('the console Audit log', () => {
  it('shows who did what to what, when in India time, and the change in sentences', async () => {
    const server = auditServer();
    renderWithProviders(<App />, { route: '/admin/audit', transport: { fetchFn: server.fetchFn } });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['20 Nov 2026, 10:00 am', 'asha@example.in', 'Account suspended', 'Account #21 (vikram@example.in)', 'Reason: Fake ticketsHid 2 listings: #4, #5'],
      ['19 Nov 2026, 10:00 am', 'The command line', 'Made an admin', 'Account #1 (asha@example.in)', 'Role fan → admin'],
    ]);
    expect(screen.getByText('2 actions')).toBeInTheDocument();
  });

  it('names the providers of an event edit as the server describes them, one an operator added too', async () => {
    const edit: AuditPage = {
      content: [{ id: 5, at: '2026-11-22T04:30:00.000Z', actor: null, source: 'console', action: 'event.edit', target: { type: 'event', id: 7, label: 'Jazz Night' }, before: { expectedDkimDomain: 'district.in' }, after: { expectedDkimDomain: 'ticketnest.in' } }],
      lastPage: true,
      totalElements: 1,
    };
    const server = routeFetch({
      'GET /auth/session': { status: 200, body: { user: admin } },
      'GET /api/admin/audit': { status: 200, body: edit },
      'GET /api/providers': { status: 200, body: { providers: [...SHIPPED_PROVIDERS, ticketNestPublic] } },
    });
    renderWithProviders(<App />, { route: '/admin/audit', transport: { fetchFn: server.fetchFn } });
    // The console's chunk loads first: on a busy 2-core machine that takes longer than findBy's one second.
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(await within(table).findByText('Selling provider District → TicketNest')).toBeInTheDocument();
  });

  it('narrows by the filters given, and Clear brings every action back', async () => {
    const server = auditServer();
    const { user } = renderWithProviders(<App />, { route: '/admin/audit', transport: { fetchFn: server.fetchFn } });
    expect(await screen.findByText('2 actions')).toBeInTheDocument();

    // Text fields are focused and pasted rather than typed a key at a time: on a slow CI machine each key re-rendering
    // the console's fields cost about a second a field; what the form sends is asserted below all the same.
    const filters = screen.getByRole('search', { name: 'Filter the audit log' });
    const actor = within(filters).getByRole('textbox', { name: "Admin's e-mail" });
    act(() => actor.focus());
    await user.paste('asha@example.in');
    await user.click(within(filters).getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Account suspended' }));
    act(() => within(filters).getByRole('textbox', { name: 'Target id' }).focus());
    await user.paste('21');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('1 action')).toBeInTheDocument();
    const last = Object.fromEntries(server.calls.filter((call) => call.path === '/api/admin/audit').at(-1)?.query ?? []);
    expect(last).toEqual({ actor: 'asha@example.in', action: 'user.suspend', targetId: '21', pageNumber: '0' });

    await user.click(within(filters).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('2 actions')).toBeInTheDocument();
    expect(actor).toHaveValue('');
  });

  it('lets an operator allow the booking of a listing its seller deleted to be listed again', async () => {
    const deletion: AuditPage = {
      content: [
        {
          id: 3,
          at: '2026-11-21T04:30:00.000Z',
          actor: { id: 9, email: 'meera@example.in', name: 'Meera Seller' },
          source: 'seller',
          action: 'listing.delete',
          target: { type: 'listing', id: 7, label: null },
          before: { status: 'LISTED', eventId: 2, quantity: 2, price: 1500 },
          after: null,
        },
      ],
      lastPage: true,
      totalElements: 1,
    };
    const server = routeFetch({
      'GET /auth/session': { status: 200, body: { user: admin } },
      'GET /api/admin/audit': { status: 200, body: deletion },
      'POST /api/admin/deleted-listings/7/allow-relisting': { status: 200, body: { listingId: 7, eventId: 2, deletedAt: '2026-11-21T04:30:00.000Z' } },
    });
    const { user } = renderWithProviders(<App />, { route: '/admin/audit', transport: { fetchFn: server.fetchFn } });

    const table = await screen.findByRole('table');
    expect(within(table).getByText('Listing deleted by its seller')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Let the booking of deleted listing #7 be listed again' }));
    expect(await screen.findByText('The booking of listing #7 may be listed again')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/admin/deleted-listings/7/allow-relisting']);
  });

  it('takes the days as dd/mm/yyyy, sends them as India days, and says in words what it cannot read', async () => {
    const server = auditServer();
    const { user } = renderWithProviders(<App />, { route: '/admin/audit', transport: { fetchFn: server.fetchFn } });
    expect(await screen.findByText('2 actions')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filter the audit log' });
    const from = within(filters).getByRole('textbox', { name: 'From (India day)' });
    const to = within(filters).getByRole('textbox', { name: 'To (India day)' });
    expect(from).toHaveAccessibleDescription('dd/mm/yyyy, e.g. 28/11/2026');
    const calls = () => server.calls.filter((call) => call.path === '/api/admin/audit').length;
    const before = calls();

    act(() => from.focus());
    await user.paste('30/02/2026');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await within(filters).findByText('Please write the day as dd/mm/yyyy, e.g. 28/11/2026')).toBeInTheDocument();
    expect(calls()).toBe(before);

    await user.clear(from);
    await user.paste('1/11/2026');
    act(() => to.focus());
    await user.paste('28/11/2026');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await screen.findByText('2 actions');
    const last = Object.fromEntries(server.calls.filter((call) => call.path === '/api/admin/audit').at(-1)?.query ?? []);
    expect(last).toEqual({ from: '2026-11-01', to: '2026-11-28', pageNumber: '0' });
  });
});
