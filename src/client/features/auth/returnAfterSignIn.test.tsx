import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router';
import type { Storage } from 'redux-persist';
import { App } from '../../app/App';
import { testUser } from '../../test/fakeFetch';
import { memoryStorage } from '../../test/memoryStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route as FakeRoute } from '../../test/routeFetch';
import { serveRuntimeConfig } from '../../test/runtimeConfig';
import { useStartSelling } from '../sell/sellingGate';
import { initialAuthState, type AuthState } from './authSlice';
import { leaveForIdentityProvider } from './identityProviderRedirect';
import { identityProviderLeft, loginResultSaved } from './loginResultSlice';
import { SignInModal } from './SignInModal';
import { useGuardedNavigate, useSignInGuard } from './useSignInGuard';

jest.mock('./identityProviderRedirect', () => ({ leaveForIdentityProvider: jest.fn() }));

// MUI dialogs and forms through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

/** Every page but the landing page says where it is. */
function Where() {
  const { pathname, search } = useLocation();
  return <h1>At {pathname + search}</h1>;
}

/** A landing page with the three kinds of guarded control. */
function Landing() {
  const guard = useSignInGuard();
  const go = useGuardedNavigate();
  const startSelling = useStartSelling();
  return (
    <>
      <h1>Landing</h1>
      <Link to="/explore" onClick={guard}>
        Explore Events
      </Link>
      <button type="button" onClick={() => void go('/events/coldplay/7')}>
        Open Coldplay
      </button>
      <button type="button" onClick={() => startSelling({ eventId: 7 })}>
        List Tickets
      </button>
    </>
  );
}

const signIn: Record<string, FakeRoute> = { 'POST /auth/signin': { status: 200, body: { user: testUser } } };
const signedOut: AuthState = { ...initialAuthState, status: 'signedOut' };

function renderPages(routes: Record<string, FakeRoute>, { route = '/', auth = signedOut, storage }: { route?: string; auth?: AuthState; storage?: Storage } = {}) {
  const server = routeFetch(routes);
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <SignInModal />
    </>,
    { route, storage, transport: { fetchFn: server.fetchFn }, preloadedState: { auth } },
  );
  return { ...view, server };
}

async function signInInModal(user: ReturnType<typeof renderPages>['user']) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Sign In' }));
  await user.click(dialog.getByLabelText('Email'));
  await user.paste('asha@example.in');
  await user.click(dialog.getByLabelText('Password'));
  await user.paste('hunter22');
  await user.click(dialog.getByRole('button', { name: 'Sign In' }));
}

describe('signing in from a guarded link or button goes on to where the visitor was going', () => {
  it.each([
    ['a guarded link', 'link', 'Explore Events', 'At /explore'],
    ['a guarded button', 'button', 'Open Coldplay', 'At /events/coldplay/7'],
    ['List Tickets, whose page runs the selling gate again', 'button', 'List Tickets', 'At /sell-tickets?eventId=7'],
  ] as const)('%s', async (_kind, role, control, arrived) => {
    const { user } = renderPages(signIn);
    await user.click(screen.getByRole(role, { name: control }));
    await signInInModal(user);
    expect(await screen.findByRole('heading', { name: arrived })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('forgets the way when the visitor closes the modal instead', async () => {
    const { user, store } = renderPages(signIn);
    await user.click(screen.getByRole('link', { name: 'Explore Events' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth.returnTo).toBeNull();
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('brings a visitor who opened a signed-in page from a link back to it after signing in', async () => {
    const server = routeFetch({
      'GET /auth/session': { status: 401, body: { error: 'Not signed in' } },
      ...signIn,
      'GET /api/concerts/search/coldplay': { status: 200, body: { content: [], lastPage: true, totalElements: 0 } },
    });
    const { user } = renderWithProviders(<App />, { route: '/search?q=coldplay', transport: { fetchFn: server.fetchFn } });
    await signInInModal(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search events' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('carries the way through Google sign-in: kept in the browser while away, followed once the session is checked', async () => {
    const stopServing = serveRuntimeConfig({ googleSignIn: true });
    const storage = memoryStorage();
    const before = renderPages({ 'GET /auth/google/login': { status: 200, body: { authUrl: 'https://accounts.example/auth' } } }, { storage });
    await before.user.click(screen.getByRole('button', { name: 'Open Coldplay' }));
    await before.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(leaveForIdentityProvider).toHaveBeenCalledWith('https://accounts.example/auth'));
    await waitFor(() => expect([...storage.items.values()].join()).toContain('/events/coldplay/7'));
    before.unmount();
    stopServing();

    // Back from the provider, which sends every browser to '/?loginResult=success'.
    renderPages({ 'GET /auth/session': { status: 200, body: { user: testUser } } }, { route: '/?loginResult=success', storage });
    expect(await screen.findByRole('heading', { name: 'At /events/coldplay/7' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', '/\t/evil.example'])(
    'never follows %p, kept as the way back from Google, off this site: it goes home',
    async (target) => {
      const { store } = renderPages({ 'GET /auth/session': { status: 200, body: { user: testUser } } }, { route: '/elsewhere' });
      expect(await screen.findByRole('heading', { name: 'At /elsewhere' })).toBeInTheDocument();
      act(() => {
        store.dispatch(identityProviderLeft(target));
        store.dispatch(loginResultSaved({ outcome: 'success' }));
      });
      expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    },
  );
});
