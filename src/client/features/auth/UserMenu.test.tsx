import { screen, waitFor, within } from '@testing-library/react';
import { App } from '../../app/App';
import { findToast } from '../../test/findToast';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';

// Each test drives MUI forms and dialogs through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

function renderSignedIn(logout: Route, name: string | null = testUser.name, route = '/profile') {
  let signedIn = true;
  const me = { ...testUser, name };
  const server = routeFetch({
    'GET /auth/session': () => (signedIn ? { status: 200, body: { user: me } } : { status: 401, body: { error: 'Not signed in' } }),
    'POST /auth/logout': (call) => {
      const reply = typeof logout === 'function' ? logout(call) : logout;
      if ('status' in reply && reply.status === 204) signedIn = false;
      return reply;
    },
  });
  return { ...renderWithProviders(<App />, { route, transport: { fetchFn: server.fetchFn } }), server };
}

async function openMenu(user: ReturnType<typeof renderSignedIn>['user'], name = 'Asha Rao') {
  await user.click(await within(screen.getByRole('banner')).findByRole('button', { name }));
  return within(await screen.findByRole('menu'));
}

describe('header user dropdown', () => {
  it('offers My Profile, Suggest Events, Feedback and Logout', async () => {
    const { user } = renderSignedIn({ status: 204 });
    const menu = await openMenu(user);
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Profile',
      'Suggest Events',
      'Feedback',
      'Logout',
    ]);
  });

  it('takes the user to the profile page from My Profile', async () => {
    const { user } = renderSignedIn({ status: 204 }, testUser.name, '/terms');
    await user.click((await openMenu(user)).getByRole('menuitem', { name: 'My Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  });

  it("shows 'Guest' for a user without a name", async () => {
    const { user } = renderSignedIn({ status: 204 }, null);
    expect(await openMenu(user, 'Guest')).toBeTruthy();
  });

  it('asks before logging out, and Cancel keeps the user signed in', async () => {
    const { user, store, server } = renderSignedIn({ status: 204 });
    await user.click((await openMenu(user)).getByRole('menuitem', { name: 'Logout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth.status).toBe('signedIn');
    expect(server.calls.some((call) => call.path === '/auth/logout')).toBe(false);
  });

  it("logs out on confirmation with 'Signed out successfully' and leaves the signed-in page", async () => {
    const { user, store } = renderSignedIn({ status: 204 });
    await user.click((await openMenu(user)).getByRole('menuitem', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    await findToast('Signed out successfully');
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null });
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("says 'Failed to sign out' when the call fails, and stays signed in", async () => {
    const { user, store } = renderSignedIn({ status: 403, body: { error: 'Invalid CSRF token' } });
    await user.click((await openMenu(user)).getByRole('menuitem', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    await findToast('Failed to sign out');
    expect(store.getState().auth.status).toBe('signedIn');
  });
});
