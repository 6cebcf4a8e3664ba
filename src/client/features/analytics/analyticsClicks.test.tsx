import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Footer } from '../../app/Footer';
import { HeaderSearch } from '../../app/HeaderSearch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { EventPage } from '../events/EventPage';
import { aConcert, pageOf } from '../events/test/concertFixtures';
import { signedInState } from '../events/test/signedIn';
import { recordingSink } from './test/recordingSink';

// Clicking a link in jsdom would try to navigate away (not implemented there); the click itself is what counts.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => document.removeEventListener('click', stopNavigation));

jest.setTimeout(20_000);

describe('clicks that product analytics counts', () => {
  it('sends footer_instagram_pressed and footer_play_store_pressed from the footer links', async () => {
    const { sink, captured } = recordingSink();
    const { user } = renderWithProviders(<Footer />, { preloadedState: signedInState, analyticsSink: sink });
    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Instagram' }));
    await user.click(footer.getByRole('link', { name: 'Get it on Google Play' }));
    await user.click(footer.getByRole('link', { name: 'Privacy Policy' }));
    expect(captured).toEqual([
      { event: 'footer_instagram_pressed', properties: {}, distinctId: 'device-1' },
      { event: 'footer_play_store_pressed', properties: {}, distinctId: 'device-1' },
    ]);
  });

  it('sends header_search_bar_clicked when the header search box is clicked', async () => {
    const { sink, captured } = recordingSink();
    const { user } = renderWithProviders(<HeaderSearch />, { preloadedState: signedInState, analyticsSink: sink });
    await user.click(screen.getByRole('combobox', { name: 'Search events' }));
    expect(captured).toEqual([{ event: 'header_search_bar_clicked', properties: {}, distinctId: 'device-1' }]);
  });

  it("sends sell_tickets_button_clicked with the event's name from its page", async () => {
    const { sink, captured } = recordingSink();
    const server = routeFetch({
      'GET /api/concerts/7': { status: 200, body: aConcert() },
      'GET /api/concerts/7/subscription-status': { status: 200, body: { subscribed: false } },
      'GET /api/ticketListing/concerts/7': { status: 200, body: pageOf([]) },
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/events/:eventName/:eventId" element={<EventPage />} />
        <Route path="/sell-tickets" element={<p>Selling</p>} />
      </Routes>,
      { route: '/events/coldplay/7', preloadedState: signedInState, transport: { fetchFn: server.fetchFn }, analyticsSink: sink },
    );
    await screen.findByRole('heading', { level: 1, name: 'Coldplay: Music of the Spheres' });
    await user.click(screen.getByRole('button', { name: 'Sell Tickets' }));
    expect(await screen.findByText('Selling')).toBeInTheDocument();
    expect(captured).toEqual([
      {
        event: 'sell_tickets_button_clicked',
        properties: { event_name: 'Coldplay: Music of the Spheres', event_id: 7 },
        distinctId: 'device-1',
      },
    ]);
  });
});
