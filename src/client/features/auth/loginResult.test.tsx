import { StrictMode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { initialAuthState } from './authSlice';
import type { LoginResult } from './loginResultSlice';
import { SignInModal } from './SignInModal';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

/** The app right after the identity provider's redirect: the start-up session check has answered 401. */
function renderAfterRedirect(search: string, routes: Record<string, Route> = {}) {
  const server = routeFetch(routes);
  const view = renderWithProviders(
    <>
      <Address />
      <SignInModal />
    </>,
    {
      route: `/explore${search}`,
      transport: { fetchFn: server.fetchFn },
      preloadedState: { auth: { ...initialAuthState, status: 'signedOut' } },
    },
  );
  return { ...view, server };
}

/**
 * Waits for the reopened modal to say `text`, then checks it is said once: one alert, in the modal, and no
 * toast repeating it (toasts live outside the dialog, so hidden alerts count too).
 */
async function toldOnceInModal(text: string) {
  const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
  expect(alert).toHaveTextContent(text);
  expect(screen.queryAllByRole('alert', { hidden: true })).toEqual([alert]);
}

describe('identity-provider login result at start', () => {
  it("shows the failure code's text once, in the reopened modal, and removes it from the address", async () => {
    const { store } = renderAfterRedirect('?loginResult=failure&loginError=email-not-verified&tab=2');
    const text = 'Your Google account has no verified email address';
    await toldOnceInModal(text);
    expect(screen.getByLabelText('address', { selector: 'output' })).toHaveTextContent(/^\/explore\?tab=2$/);
    expect(store.getState().auth.error).toBe(text);
    expect(store.getState().loginResult.saved).toBeNull();
  });

  it("never shows text from the address: an attacker's loginMessage gets 'Authentication failed.' and leaves the address", async () => {
    const lure = 'Your account is suspended. Call +91 90000 00000 to restore it';
    const { store } = renderAfterRedirect(`?loginResult=failure&loginMessage=${encodeURIComponent(lure)}`);
    await toldOnceInModal('Authentication failed.');
    expect(screen.queryByText(lure, { exact: false })).not.toBeInTheDocument();
    expect(store.getState().auth.error).toBe('Authentication failed.');
    expect(screen.getByLabelText('address', { selector: 'output' })).toHaveTextContent(/^\/explore$/);
  });

  it.each(['Your account is suspended', 'toString', '__proto__'])(
    "says 'Authentication failed.' for a loginError outside the fixed set (%j)",
    async (code) => {
      renderAfterRedirect(`?loginResult=failure&loginError=${encodeURIComponent(code)}`);
      await toldOnceInModal('Authentication failed.');
      expect(screen.queryByText(code, { exact: false })).not.toBeInTheDocument();
    },
  );

  it("says 'Authentication failed.' when the failure carries no code", async () => {
    renderAfterRedirect('?loginResult=failure');
    await toldOnceInModal('Authentication failed.');
  });

  it('validates the session on success and signs the user in', async () => {
    const { store, server } = renderAfterRedirect('?loginResult=success', {
      'GET /auth/session': { status: 200, body: { user: testUser } },
    });
    await waitFor(() => expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: testUser }));
    expect(server.calls.map((call) => call.path)).toEqual(['/auth/session']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('address', { selector: 'output' })).toHaveTextContent(/^\/explore$/);
  });

  it("says 'Authentication failed.' when a reported success has no session behind it", async () => {
    renderAfterRedirect('?loginResult=success', { 'GET /auth/session': { status: 401, body: { error: 'Not signed in' } } });
    await toldOnceInModal('Authentication failed.');
  });

  it('acts on a result saved before a reload, once, even under StrictMode', async () => {
    const server = routeFetch({});
    renderWithProviders(
      <StrictMode>
        <SignInModal />
      </StrictMode>,
      {
        transport: { fetchFn: server.fetchFn },
        preloadedState: {
          auth: { ...initialAuthState, status: 'signedOut' },
          loginResult: { saved: { outcome: 'failure', reason: 'expired' } },
        },
      },
    );
    await toldOnceInModal('Your Google sign-in took too long. Please try again.');
    expect(server.calls).toHaveLength(0);
  });

  it('shows only the fallback for a result an older version saved with text in it', async () => {
    const saved = { outcome: 'failure', message: 'Call +91 90000 00000' } as unknown as LoginResult;
    renderWithProviders(<SignInModal />, {
      transport: { fetchFn: routeFetch({}).fetchFn },
      preloadedState: { auth: { ...initialAuthState, status: 'signedOut' }, loginResult: { saved } },
    });
    await toldOnceInModal('Authentication failed.');
    expect(screen.queryByText('Call +91 90000 00000', { exact: false })).not.toBeInTheDocument();
  });
});
