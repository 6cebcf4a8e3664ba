import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { RESET_LINK_EXPIRED, resetLinkSentMessage } from '../../../shared/passwordReset';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { renderOpenSignInModal } from './authTestSetup';
import { initialAuthState } from './authSlice';
import { LoginPage } from './LoginPage';
import { ASK_AGAIN_PATH, PASSWORD_RESET_DONE, ResetPasswordPage } from './ResetPasswordPage';

// Each test drives MUI forms and dialogs through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

describe("'Forgot password?'", () => {
  it('asks for a link for the address typed, says it is on its way in words that fit any address, and goes back to Sign In', async () => {
    const { user, server } = renderOpenSignInModal({ 'POST /auth/password-reset': { status: 204 } });
    const dialog = () => within(screen.getByRole('dialog'));
    await user.click(dialog().getByRole('button', { name: 'Forgot password?' }));
    const heading = dialog().getByRole('heading', { name: 'Reset your password' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Reset your password');

    await user.click(dialog().getByLabelText('Email'));
    await user.paste(' asha@example.in ');
    await user.click(dialog().getByRole('button', { name: 'Send Reset Link' }));
    expect(await dialog().findByRole('status')).toHaveTextContent(resetLinkSentMessage('asha@example.in'));
    expect(server.calls.find((call) => call.path === '/auth/password-reset')?.body).toEqual({ email: 'asha@example.in' });

    await user.click(dialog().getByRole('button', { name: 'Back to Sign In' }));
    expect(dialog().getByRole('heading', { name: 'Sign In' })).toHaveFocus();
  });

  it("shows the server's refusal (too many links) beside the form and keeps it", async () => {
    const { user } = renderOpenSignInModal({ 'POST /auth/password-reset': { status: 429, body: { error: 'Please wait 600 seconds before trying again' } } });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByLabelText('Email'));
    await user.paste('asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please wait 600 seconds before trying again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('is on /login too, and /login?forgot=1 opens on it', async () => {
    const visitor = { preloadedState: { auth: { ...initialAuthState, status: 'signedOut' as const } } };
    const first = renderWithProviders(<LoginPage />, { route: '/login', ...visitor });
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<LoginPage />, { route: ASK_AGAIN_PATH, ...visitor });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  });
});

describe('the reset link’s page', () => {
  function renderResetPage(route: string, reply: { status: number; body?: unknown }) {
    const server = routeFetch({ 'POST /auth/password-reset/confirm': reply });
    const view = renderWithProviders(
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { route, transport: { fetchFn: server.fetchFn }, preloadedState: { auth: { ...initialAuthState, status: 'signedOut' } } },
    );
    return { ...view, server };
  }

  it('sets the new password with the token of the link, signs in and goes home saying so', async () => {
    const { user, server, store } = renderResetPage('/reset-password?token=12.secretpartofthelink0123', { status: 200, body: { user: testUser } });
    expect(document.title).toBe('Set a new password | FanTickets');
    await user.click(screen.getByLabelText('New Password'));
    await user.paste('a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(server.calls.at(-1)?.body).toEqual({ token: '12.secretpartofthelink0123', password: 'a brand new secret' });
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: testUser });
    expect(await screen.findByText(PASSWORD_RESET_DONE)).toBeInTheDocument();
  });

  it('says an expired link has expired and offers a new one', async () => {
    const { user } = renderResetPage('/reset-password?token=12.secretpartofthelink0123', { status: 400, body: { error: RESET_LINK_EXPIRED } });
    await user.click(screen.getByLabelText('New Password'));
    await user.paste('a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(RESET_LINK_EXPIRED)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument());
  });

  it('checks the new password before sending it', async () => {
    const { user, server } = renderResetPage('/reset-password?token=12.secretpartofthelink0123', { status: 200, body: { user: testUser } });
    await user.click(screen.getByLabelText('New Password'));
    await user.paste('123');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/auth/password-reset/confirm')).toEqual([]);
  });
});
