import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { initialAuthState } from './authSlice';
import { LoginPage } from './LoginPage';
import { safeReturnPath } from './safeReturnPath';

// Each test drives MUI forms and dialogs through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

function Landed() {
  const location = useLocation();
  return <h1>Landed on {location.pathname + location.search}</h1>;
}

function renderLogin(route: string) {
  const server = routeFetch({ 'POST /auth/signin': { status: 200, body: { user: testUser } } });
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route, transport: { fetchFn: server.fetchFn }, preloadedState: { auth: { ...initialAuthState, status: 'signedOut' } } },
  );
}

describe('/login', () => {
  it('signs in on the page and returns to the encoded redirect path', async () => {
    const { user } = renderLogin(`/login?redirect=${encodeURIComponent('/events/coldplay/7?from=search')}`);
    const form = within(screen.getByRole('form', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    await user.type(form.getByLabelText('Email'), 'asha@example.in');
    await user.type(form.getByLabelText('Password'), 'hunter22');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /events/coldplay/7?from=search' })).toBeInTheDocument();
  });

  it.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example'])('goes home, never to %p off this site, after signing in', async (redirect) => {
    const { user } = renderLogin(`/login?redirect=${encodeURIComponent(redirect)}`);
    const form = within(screen.getByRole('form', { name: 'Sign in' }));
    await user.type(form.getByLabelText('Email'), 'asha@example.in');
    await user.type(form.getByLabelText('Password'), 'hunter22');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeInTheDocument();
  });

  it('sends an already signed-in user straight on, and home without a redirect', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
      { route: '/login', preloadedState: { auth: { ...initialAuthState, status: 'signedIn', user: testUser } } },
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Landed on /' })).toBeInTheDocument());
  });

  it('only ever returns to a path on this site', () => {
    expect(safeReturnPath('/profile')).toBe('/profile');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});
