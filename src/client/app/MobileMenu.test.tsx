import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { testUser } from '../test/fakeFetch';
import { renderWithProviders, type RenderOptions } from '../test/renderWithProviders';
import { App } from './App';

/** Each page is its own lazily loaded chunk: on a busy CI machine loading it takes longer than the default second. */
const LAZY_PAGE = { timeout: 10_000 };

// Each test drives MUI's drawer and dialogs through jsdom: seconds apiece when the machine is busy.
const SEARCH_LINK = 'Search events, artists, venues';

jest.setTimeout(20_000);

function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

async function renderApp(options: RenderOptions = {}) {
  const view = renderWithProviders(
    <>
      <App />
      <Where />
    </>,
    options,
  );
  const header = within(await screen.findByRole('banner'));
  // The session check is over once the header shows Sign In or the user's name.
  if (options.session) await header.findByRole('button', { name: options.session.name ?? 'Guest' });
  else await header.findByRole('button', { name: 'Sign In' });
  return { ...view, menuButton: header.getByRole('button', { name: 'Open menu' }) };
}

async function openMenu(view: Awaited<ReturnType<typeof renderApp>>) {
  await view.user.click(view.menuButton);
  return within(await screen.findByRole('dialog', { name: 'Menu' }));
}

const drawerGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());

describe('mobile menu', () => {
  it("mirrors a visitor's header: search, Explore Events, List Tickets and Sign In", async () => {
    const view = await renderApp();
    expect(view.menuButton).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu(view);
    expect(view.menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: SEARCH_LINK })).toHaveAttribute('href', '/search');
    const links = within(menu.getByRole('navigation', { name: 'Menu' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Explore Events', '/explore'],
      ['List Tickets', '/sell-tickets'],
    ]);
    expect(menu.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it.each(['Explore Events', 'List Tickets', SEARCH_LINK])(
    'opens the sign-in modal instead of navigating when a visitor chooses %s',
    async (name) => {
      const view = await renderApp();
      const menu = await openMenu(view);
      await view.user.click(menu.getByRole('link', { name }));
      expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
      await drawerGone();
      expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/$/);
    },
  );

  it('opens the sign-in modal from its Sign In button', async () => {
    const view = await renderApp();
    await view.user.click((await openMenu(view)).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    await drawerGone();
  });

  it("holds a signed-in user's menu items, and takes them to Explore Events, closing with the focus on the new page's heading", async () => {
    const view = await renderApp({ session: testUser });
    const menu = await openMenu(view);
    expect(menu.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    const account = within(menu.getByRole('region', { name: 'Asha Rao' }));
    expect(account.getAllByRole('button').map((item) => item.textContent)).toEqual(['My Profile', 'Suggest Events', 'Feedback', 'Logout']);

    await view.user.click(menu.getByRole('link', { name: 'Explore Events' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' }, LAZY_PAGE);
    await drawerGone();
    // A new page starts at its heading (useFocusOnNavigate), not back on the menu button in the header.
    expect(heading).toHaveFocus();
    expect(view.menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const view = await renderApp({ session: testUser });
    await openMenu(view);
    await view.user.keyboard('{Escape}');
    await drawerGone();
    expect(view.menuButton).toHaveFocus();
  });

  it('reaches every item with the keyboard', async () => {
    const view = await renderApp({ session: testUser });
    await openMenu(view);
    const reached: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await view.user.tab();
      const focused = document.activeElement;
      reached.push(focused?.getAttribute('aria-label') ?? focused?.textContent ?? '');
    }
    expect(reached).toEqual(['Close menu', SEARCH_LINK, 'Explore Events', 'List Tickets', 'My Profile', 'Suggest Events', 'Feedback', 'Logout']);
  });

  it('sends a seller without a phone number to the profile from List Tickets, as the header does', async () => {
    const view = await renderApp({ session: { ...testUser, phoneNumber: null } });
    await view.user.click((await openMenu(view)).getByRole('link', { name: 'List Tickets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' }, LAZY_PAGE)).toBeInTheDocument();
    await drawerGone();
  });

  it('opens the search page from its search, with the focus in the page’s box', async () => {
    const view = await renderApp({ session: testUser });
    await view.user.click((await openMenu(view)).getByRole('link', { name: SEARCH_LINK }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search events' }, LAZY_PAGE)).toBeInTheDocument();
    await drawerGone();
    expect(within(screen.getByRole('main')).getByRole('combobox', { name: 'Search events' })).toHaveFocus();
  });

  it('asks before logging out from the menu, and the question outlives the drawer', async () => {
    const view = await renderApp({ session: testUser });
    await view.user.click((await openMenu(view)).getByRole('button', { name: 'Logout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' }));
    await drawerGone();
    await view.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens Suggest Events from the menu', async () => {
    const view = await renderApp({ session: testUser });
    await view.user.click((await openMenu(view)).getByRole('button', { name: 'Suggest Events' }));
    expect(await screen.findByRole('dialog', { name: 'Suggest Events' })).toBeInTheDocument();
  });
});
