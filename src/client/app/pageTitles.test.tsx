import { screen, waitFor, within } from '@testing-library/react';
import { aConcert, pageOf } from '../features/events/test/concertFixtures';
import { testUser } from '../test/fakeFetch';
import { renderWithProviders } from '../test/renderWithProviders';
import { routeFetch } from '../test/routeFetch';
import { App } from './App';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

async function expectTitle(title: string) {
  await waitFor(() => expect(document.title).toBe(title), { timeout: 5000 });
}

// Whole-app renders page after page: slow on a busy two-core machine.
jest.setTimeout(30_000);

describe('a title per page', () => {
  it('names each page in the document title as a signed-in fan moves between them', async () => {
    const concert = aConcert({ numberOfTicketsListed: 3, lowestTicketPrice: 4500 });
    const server = routeFetch({
      'GET /auth/session': { status: 200, body: { user: testUser } },
      'GET /api/concerts': { status: 200, body: pageOf([concert]) },
      'GET /api/concerts/7': { status: 200, body: concert },
    });
    const { user } = renderWithProviders(<App />, { transport: { fetchFn: server.fetchFn } });

    await expectTitle('FanTickets: verified fan-to-fan tickets in India');
    expect(description()).toMatch(/^Buy and resell verified tickets/);

    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Explore Events' }));
    await expectTitle('Upcoming Events | FanTickets');

    await user.click(await screen.findByRole('link', { name: /Coldplay: Music of the Spheres/ }));
    await expectTitle('Coldplay: Music of the Spheres Tickets | DY Patil Stadium, Mumbai | FanTickets');
    expect(description()).toBe(
      '3 verified tickets listed for Coldplay: Music of the Spheres on Sun, 14 Feb 2027 at DY Patil Stadium, Mumbai from ₹4,500. ' +
        'Buy from real fans, no scalpers, on FanTickets.',
    );

    await user.click(within(header).getByRole('link', { name: 'List Tickets' }));
    await expectTitle('List your Tickets (step 1 of 3) | FanTickets');

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms and Conditions' }));
    await expectTitle('Terms and Conditions | FanTickets');
    expect(description()).toBe('What FanTickets verifies, what it does not guarantee, and how to meet a seller safely.');

    await user.click(within(header).getAllByRole('link')[0]);
    await expectTitle('FanTickets: verified fan-to-fan tickets in India');
  });

  it('names the profile page', async () => {
    renderWithProviders(<App />, { route: '/profile', session: testUser });
    await expectTitle('My Profile | FanTickets');
  });

  it('names the sign-in page', async () => {
    renderWithProviders(<App />, { route: '/login' });
    await expectTitle('Sign In | FanTickets');
  });
});
