import { screen, within } from '@testing-library/react';
import type { InboxPage as InboxPageData } from '../../../../shared/admin/inbox';
import { App } from '../../../app/App';
import { testUser } from '../../../test/fakeFetch';
import { findToast } from '../../../test/findToast';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { routeFetch, type SeenCall } from '../../../test/routeFetch';

const admin = { ...testUser, role: 'ADMIN' as const };

const suggestions: InboxPageData = {
  content: [{ event: null, total: 1, items: [{ id: 4, kind: 'suggestions', text: 'Please add Lollapalooza', page: '/explore', createdAt: '2026-11-20T10:00:00.000Z', from: null, doneAt: null }] }],
  lastPage: true,
  totalElements: 1,
};
const requests: InboxPageData = {
  content: [
    {
      event: { id: 3, name: 'Anuv Jain Live', date: '2026-12-05T14:30:00.000Z' },
      total: 2,
      items: [
        { id: 8, kind: 'requests', text: null, page: null, createdAt: '2026-11-21T10:00:00.000Z', from: { id: 5, email: 'ravi@example.in', name: 'Ravi' }, doneAt: null },
        { id: 7, kind: 'requests', text: null, page: null, createdAt: '2026-11-20T10:00:00.000Z', from: { id: 6, email: 'asha@example.in', name: null }, doneAt: null },
      ],
    },
  ],
  lastPage: true,
  totalElements: 2,
};

describe('the console Inbox', () => {
  it('shows each list in its tab, grouped by event, and marks an item done', async () => {
    const inbox = (call: SeenCall) => ({ status: 200, body: call.query.get('kind') === 'requests' ? requests : suggestions });
    const server = routeFetch({ 'GET /auth/session': { status: 200, body: { user: admin } }, 'GET /api/admin/inbox': inbox });
    const { user } = renderWithProviders(<App />, { route: '/admin/inbox', transport: { fetchFn: server.fetchFn } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Suggestions', 'Feedback', 'Ticket requests']);
    expect(await screen.findByText('Please add Lollapalooza')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not about one event' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Ticket requests' }));
    const group = (await screen.findByRole('link', { name: 'Anuv Jain Live' })).closest('section') as HTMLElement;
    expect(within(group).getByRole('link', { name: 'Anuv Jain Live' })).toHaveAttribute('href', '/events/anuv-jain-live/3');
    expect(within(group).getByText(/2 items/)).toBeInTheDocument();
    expect(within(group).getByText(/Requested by Ravi \(ravi@example.in\)/)).toBeInTheDocument();

    server.routes['POST /api/admin/inbox/requests/8/done'] = { status: 200, body: { ...requests.content[0].items[0], doneAt: '2026-11-22T10:00:00.000Z' } };
    await user.click(within(group).getByRole('button', { name: 'Mark done: the request from Ravi (ravi@example.in)' }));
    await findToast('Marked done');
    expect(server.calls.filter((call) => call.path === '/api/admin/inbox').map((call) => call.query.get('kind'))).toEqual(['suggestions', 'requests', 'requests']);

    await user.click(screen.getByRole('switch', { name: 'Show the ones marked done' }));
    expect(server.calls.at(-1)?.query.get('status')).toBe('done');
  });
});
