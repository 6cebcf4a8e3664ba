import { StrictMode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { findToast } from '../../test/findToast';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { initialAuthState } from './authSlice';
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

describe('identity-provider login result at start', () => {
  it('shows the failure message in a toast and in the reopened modal, and removes it from the address', async () => {
    const { store } = renderAfterRedirect('?loginResult=failure&loginMessage=No%20verified%20email&tab=2');
    await findToast('No verified email');
    expect(within(screen.getByRole('dialog')).getByText('No verified email')).toBeInTheDocument();
    expect(screen.getByLabelText('address', { selector: 'output' })).toHaveTextContent(/^\/explore\?tab=2$/);
    expect(store.getState().auth.error).toBe('No verified email');
    expect(store.getState().loginResult.saved).toBeNull();
  });

  it("says 'Authentication failed.' when the failure carries no message", async () => {
    renderAfterRedirect('?loginResult=failure');
    await findToast('Authentication failed.');
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
    await findToast('Authentication failed.');
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
          loginResult: { saved: { outcome: 'failure', message: 'Account disabled' } },
        },
      },
    );
    await findToast('Account disabled');
    expect(screen.getAllByRole('button', { name: 'Close notification', hidden: true })).toHaveLength(1);
    expect(server.calls).toHaveLength(0);
  });
});
