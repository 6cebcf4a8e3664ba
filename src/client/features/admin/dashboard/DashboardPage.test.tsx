import { screen, within } from '@testing-library/react';
import type { Dashboard, DashboardDay } from '../../../../shared/admin/dashboard';
import { App } from '../../../app/App';
import { testUser } from '../../../test/fakeFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { routeFetch } from '../../../test/routeFetch';

const admin = { ...testUser, role: 'ADMIN' as const };

const quiet = (day: string): DashboardDay => ({ day, newListings: 0, verificationsPassed: 0, verificationsRefused: 0, newReports: 0, salesMarked: 0 });
/** 26 Oct to 24 Nov 2026, today last, with a busy 12 Nov. */
const days: DashboardDay[] = Array.from({ length: 30 }, (_, i) => quiet(new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10)));
days[17] = { ...days[17], newListings: 7, verificationsPassed: 5, verificationsRefused: 2, salesMarked: 1 };
days[29] = { day: '2026-11-24', newListings: 3, verificationsPassed: 2, verificationsRefused: 4, newReports: 1, salesMarked: 2 };

const dashboard: Dashboard = {
  today: days[29],
  refusalsToday: [
    { reason: 'NOT_THEIR_BOOKING', count: 3 },
    { reason: 'SIGNATURE', count: 1 },
  ],
  reportsOpen: 5,
  days,
};

const tile = (name: string) => screen.getByRole('region', { name });

describe('the console Dashboard', () => {
  it('is where /admin opens: today’s figures, refusals by reason, and the last 30 days in words and as a table', async () => {
    const server = routeFetch({
      'GET /auth/session': { status: 200, body: { user: admin } },
      'GET /api/admin/dashboard': { status: 200, body: dashboard },
    });
    const { user } = renderWithProviders(<App />, { route: '/admin', transport: { fetchFn: server.fetchFn } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Operations console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Events', 'Providers', 'Listings', 'Reports', 'People', 'Inbox', 'Audit log']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Today, Tuesday 24 November 2026 (India time)' })).toBeInTheDocument();

    expect(within(tile('New listings')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Verifications passed')).getByText('2')).toBeInTheDocument();
    expect(within(tile('Sales marked')).getByText('2')).toBeInTheDocument();
    expect(within(tile('Reports open')).getByText('5')).toBeInTheDocument();
    expect(within(tile('Reports open')).getByText('1 new today')).toBeInTheDocument();
    const refused = tile('Verifications refused');
    expect(within(refused).getByText('4')).toBeInTheDocument();
    const reasons = within(refused).getByRole('list', { name: 'Refused today by reason' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual(["Not the seller's own booking3", 'Signature does not check out1']);

    const charts = screen.getByRole('region', { name: 'Last 30 days' });
    expect(within(charts).getAllByRole('img').map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'New listings per day, 26 Oct to 24 Nov: 10 in all, most 7 on 12 Nov, 3 today.',
      'Verifications passed per day, 26 Oct to 24 Nov: 7 in all, most 5 on 12 Nov, 2 today.',
      'Verifications refused per day, 26 Oct to 24 Nov: 6 in all, most 4 on 24 Nov, 4 today.',
      'New reports per day, 26 Oct to 24 Nov: 1 in all, most 1 on 24 Nov, 1 today.',
      'Sales marked per day, 26 Oct to 24 Nov: 3 in all, most 2 on 24 Nov, 2 today.',
    ]);

    const table = within(charts).getByRole('table', { name: 'Figures per India day, the last 30 days, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'New listings', 'Verifications passed', 'Verifications refused', 'New reports', 'Sales marked']);
    expect([within(rows[1]).getByRole('rowheader').textContent, ...within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)]).toEqual(['Tuesday 24 November 2026', '3', '2', '4', '1', '2']);
    expect(within(rows[13]).getByRole('rowheader').textContent).toBe('Thursday 12 November 2026');

    const toggle = within(charts).getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(charts).getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing was refused today', async () => {
    const server = routeFetch({
      'GET /auth/session': { status: 200, body: { user: admin } },
      'GET /api/admin/dashboard': { status: 200, body: { ...dashboard, refusalsToday: [], today: quiet('2026-11-24') } },
    });
    renderWithProviders(<App />, { route: '/admin/dashboard', transport: { fetchFn: server.fetchFn } });
    expect(await screen.findByText('None refused today')).toBeInTheDocument();
    expect(within(tile('Reports open')).getByText('0 new today')).toBeInTheDocument();
    expect(within(tile('Verifications refused')).getByText('0')).toBeInTheDocument();
  });

  it('says so when the figures could not be read', async () => {
    const server = routeFetch({
      'GET /auth/session': { status: 200, body: { user: admin } },
      'GET /api/admin/dashboard': { status: 503, body: { error: 'The service is busy. Please try again in a moment.' } },
    });
    renderWithProviders(<App />, { route: '/admin/dashboard', transport: { fetchFn: server.fetchFn } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again in a moment.');
    expect(screen.queryByRole('region', { name: 'Last 30 days' })).not.toBeInTheDocument();
  });
});
