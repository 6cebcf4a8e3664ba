import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { testUser } from '../test/fakeFetch';
import { App } from './App';

describe('Header', () => {
  it('links the logo home and offers Explore Events, List Tickets and Sign In', async () => {
    renderWithProviders(<App />);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Explore Events' })).toHaveAttribute('href', '/explore');
    expect(within(header).getByRole('link', { name: 'List Tickets' })).toHaveAttribute('href', '/sell-tickets');
    expect(await within(header).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('opens the sign-in modal from the Sign In button', async () => {
    const { user } = renderWithProviders(<App />);
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('opens the sign-in modal instead of navigating when a signed-out visitor clicks Explore Events', async () => {
    const { user } = renderWithProviders(<App />);
    await screen.findByRole('button', { name: 'Sign In' });
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Explore Events' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming Events' })).not.toBeInTheDocument();
  });

  it('opens the sign-in modal when a signed-out visitor clicks the search box', async () => {
    const { user } = renderWithProviders(<App />);
    await screen.findByRole('button', { name: 'Sign In' });
    await user.click(screen.getByRole('combobox', { name: 'Search events' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("shows a signed-in user's name and takes them to Explore Events", async () => {
    const { user } = renderWithProviders(<App />, { session: testUser });
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Asha Rao' })).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(within(header).getByRole('link', { name: 'Explore Events' }));
    expect(await screen.findByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
  });
});
