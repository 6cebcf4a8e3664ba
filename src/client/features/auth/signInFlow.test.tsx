import { screen, waitFor, within } from '@testing-library/react';
import { serveRuntimeConfig } from '../../test/runtimeConfig';
import { testUser } from '../../test/fakeFetch';
import { renderOpenSignInModal } from './authTestSetup';
import { leaveForIdentityProvider } from './identityProviderRedirect';

jest.mock('./identityProviderRedirect', () => ({ leaveForIdentityProvider: jest.fn() }));

// Each test drives MUI forms and dialogs through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

// While the modal is open the rest of the page is hidden from role queries, so `screen` means the modal.
// Text queries see the toasts too, so a message shown in the modal is looked for inside it.
function inModal(text: string) {
  return within(screen.getByRole('dialog')).findByText(text);
}

/**
 * Every alert saying `text`, toasts included (they live outside the dialog, so hidden ones count too): a screen
 * reader announces each of them.
 */
function alertsSaying(text: string) {
  return screen.queryAllByRole('alert', { hidden: true }).filter((alert) => alert.textContent?.includes(text));
}

/** The failure is told once, by the alert beside the form, once the submit has settled. */
async function announcedOnce(text: string, submit: string) {
  await within(screen.getByRole('dialog')).findByRole('button', { name: submit });
  const alerts = alertsSaying(text);
  expect(alerts).toHaveLength(1);
  expect(screen.getByRole('dialog')).toContainElement(alerts[0]);
  expect(screen.queryAllByRole('button', { name: 'Close notification', hidden: true })).toHaveLength(0);
  return alerts[0];
}

type Events = ReturnType<typeof renderOpenSignInModal>['user'];

/** Pasting rather than typing: one change per field keeps these server-outcome tests quick. */
async function enter(user: Events, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillSignIn(user: Events) {
  await enter(user, 'Email', ' asha@example.in ');
  await enter(user, 'Password', 'hunter22');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function fillSignUp(user: Events) {
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await enter(user, 'Full Name', 'Asha Rao');
  await enter(user, 'Email', 'asha@example.in');
  await enter(user, 'Phone Number', '+919800000001');
  await enter(user, 'Password', 'hunter22');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('signing in and up against the server', () => {
  it('signs in with the trimmed values and closes the modal', async () => {
    const { user, store, server } = renderOpenSignInModal({ 'POST /auth/signin': { status: 200, body: { user: testUser } } });
    await fillSignIn(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls[0].body).toEqual({ email: 'asha@example.in', password: 'hunter22' });
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: testUser });
  });

  it("shows 'Loading...' on the submit button while the call runs", async () => {
    let answer: () => void = () => undefined;
    const { user } = renderOpenSignInModal({
      'POST /auth/signin': () => new Promise((resolve) => (answer = () => resolve({ status: 200, body: testUser }))),
    });
    await fillSignIn(user);
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("announces the server's message once, in an alert beside the form (no toast), and keeps the modal open", async () => {
    const { user, store } = renderOpenSignInModal({
      'POST /auth/signin': { status: 401, body: { error: 'Invalid email or password' }, headers: { 'X-Request-Id': 'req-401-000001' } },
    });
    await fillSignIn(user);
    expect(await inModal('Invalid email or password')).toBeInTheDocument();
    const alert = await announcedOnce('Invalid email or password', 'Sign In');
    expect(alert).not.toHaveTextContent('Reference');
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', error: 'Invalid email or password' });
  });

  it("falls back to 'Failed to sign in' when the server gives no message, with the reference of the 5xx", async () => {
    const { user } = renderOpenSignInModal({
      'POST /auth/signin': { status: 500, body: {}, headers: { 'X-Request-Id': 'req-500-000001' } },
    });
    await fillSignIn(user);
    expect(await inModal('Failed to sign in')).toBeInTheDocument();
    const alert = await announcedOnce('Failed to sign in', 'Sign In');
    expect(alert).toHaveTextContent('Reference: req-500-000001');
  });

  it('signs up, sending name, email, password and phone number, and closes the modal', async () => {
    const { user, store, server } = renderOpenSignInModal({ 'POST /auth/signup': { status: 201, body: { user: testUser } } });
    await fillSignUp(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls[0].body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phoneNumber: '+919800000001',
      password: 'hunter22',
    });
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it("shows the server's sign-up message, else 'Failed to sign up'", async () => {
    const { user, server } = renderOpenSignInModal({
      'POST /auth/signup': { status: 409, body: { error: 'An account with this email already exists' } },
    });
    await fillSignUp(user);
    expect(await inModal('An account with this email already exists')).toBeInTheDocument();

    await announcedOnce('An account with this email already exists', 'Create Account');

    server.routes['POST /auth/signup'] = { status: 502, body: 'Bad gateway' };
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await inModal('Failed to sign up')).toBeInTheDocument();
    await announcedOnce('Failed to sign up', 'Create Account');
  });

  describe('on a server with Google sign-in set up', () => {
    let stopServing: () => void;
    beforeEach(() => (stopServing = serveRuntimeConfig({ googleSignIn: true })));
    afterEach(() => stopServing());

    it('leaves for the identity provider with Continue with Google', async () => {
      const { user } = renderOpenSignInModal({
        'GET /auth/google/login': { status: 200, body: { authUrl: 'https://accounts.example/auth?state=s1' } },
      });
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      await waitFor(() => expect(leaveForIdentityProvider).toHaveBeenCalledWith('https://accounts.example/auth?state=s1'));
    });

    it('explains when Google sign-in is not set up, without retrying', async () => {
      const { user, server } = renderOpenSignInModal({
        'GET /auth/google/login': { status: 404, body: { error: 'Google sign-in is not enabled on this server' } },
      });
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(await inModal('Google sign-in is not enabled on this server')).toBeInTheDocument();
      await announcedOnce('Google sign-in is not enabled on this server', 'Continue with Google');
      expect(server.calls).toHaveLength(1);
    });
  });
});
