import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { SignInModal } from '../auth/SignInModal';
import { aConcert } from '../events/test/concertFixtures';
import { signedInState } from '../events/test/signedIn';
import { HomePage } from './HomePage';

const SIGNED_IN_HEADINGS = ['Popular Events', 'About Us in Numbers', 'Recently Viewed'];

function renderHome(signedIn: boolean, routes: Record<string, Route> = {}) {
  const server = routeFetch({
    'GET /api/concerts/popular': { status: 200, body: [aConcert(), aConcert({ concertId: 8, concertName: 'Arijit Singh Live' })] },
    'GET /api/statistics': { status: 200, body: { totalTickets: 1250, totalVolumeSold: 1250000 } },
    'GET /api/recentlyViewedConcerts/list': { status: 200, body: [{ concert: aConcert({ concertId: 9, concertName: 'Sunburn Goa' }) }] },
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <HomePage />
      <SignInModal />
    </>,
    { preloadedState: signedIn ? signedInState : undefined, transport: { fetchFn: server.fetchFn } },
  );
  return { ...view, server };
}

// The whole landing page per test: slow on a busy two-core machine, so more room than 5 s.
jest.setTimeout(20_000);

describe('HomePage', () => {
  it('pitches verified tickets, no scalpers and meeting the seller, with social proof', () => {
    renderHome(false);
    const intro = screen.getByRole('region', { name: /real fans/ });
    expect(within(intro).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(intro).getByText(/Verified tickets/)).toBeInTheDocument();
    expect(within(intro).getByText(/No scalpers/)).toBeInTheDocument();
    expect(within(intro).getByText(/Meet the seller face to face/)).toBeInTheDocument();
    expect(within(intro).getByText('2000+')).toBeInTheDocument();
    expect(within(intro).getByText('4.8')).toBeInTheDocument();
  });

  it('shows a signed-out visitor no popular events, statistics or recently viewed, and asks for nothing', () => {
    const { server } = renderHome(false);
    for (const name of SIGNED_IN_HEADINGS) expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('offers the app with a QR code and both store links, opening in a new tab', () => {
    renderHome(false);
    const block = screen.getByRole('region', { name: 'Download the App' });
    expect(within(block).getByRole('img', { name: 'QR code for Google Play' })).toBeInTheDocument();
    for (const name of ['Download on the App Store', 'Get it on Google Play']) {
      const link = within(block).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('explains the four steps', () => {
    renderHome(false);
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Search for your event',
      'Choose verified tickets',
      'Contact the seller',
      'Meet the seller',
    ]);
    expect(steps[2]).toHaveTextContent('preferably someone from your own city');
  });

  it("keeps one 'Why Choose Us' answer open at a time", async () => {
    const { user } = renderHome(false);
    const section = screen.getByRole('region', { name: 'Why Choose Us' });
    const questions = within(section).getAllByRole('button');
    expect(questions).toHaveLength(4);
    expect(questions.map((q) => q.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);

    await user.click(questions[2]);
    expect(questions.map((q) => q.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true', 'false']);
    expect(within(section).getByText(/meet in person/)).toBeVisible();

    await user.click(questions[2]);
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it("asks a signed-out visitor to sign in from 'List Your Tickets'", async () => {
    const { user } = renderHome(false);
    const cta = screen.getByRole('region', { name: "Can't make it to the show?" });
    await user.click(within(cta).getByRole('button', { name: 'List Your Tickets' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows a signed-in user popular events, statistics with a trailing plus and recently viewed', async () => {
    renderHome(true);
    const popular = await screen.findByRole('region', { name: 'Popular Events' });
    expect(await within(popular).findByRole('heading', { name: 'Arijit Singh Live' })).toBeInTheDocument();
    expect(await screen.findByText('1,250+')).toBeInTheDocument();
    expect(screen.getByText('₹12,50,000+')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recently Viewed' });
    expect(await within(recent).findByRole('heading', { name: 'Sunburn Goa' })).toBeInTheDocument();
  });

  it('says what is missing when the signed-in sections come back empty', async () => {
    renderHome(true, {
      'GET /api/concerts/popular': { status: 200, body: [] },
      'GET /api/statistics': { status: 200, body: null },
      'GET /api/recentlyViewedConcerts/list': { status: 200, body: [] },
    });
    expect(await screen.findByText('Please check your connection and try again')).toBeInTheDocument();
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(await screen.findByText('No events viewed')).toBeInTheDocument();
    expect(screen.getByText('Your recently viewed events will appear here.')).toBeInTheDocument();
  });
});
