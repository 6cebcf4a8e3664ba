import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { User } from '../../../shared/entities';
import { testUser } from '../../test/fakeFetch';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route as FakeRoute, type SeenCall } from '../../test/routeFetch';
import { initialAuthState } from '../auth/authSlice';
import { ProfilePage } from './ProfilePage';

// Each test drives MUI forms through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

const EXPORT = { exportedAt: '2026-11-30T20:15:00.000Z', notes: [], account: { id: 1, email: testUser.email }, listings: [{ id: 7, status: 'SOLD' }] };

/** The profile at /profile with the home page at /, over a fake server for the account's data calls. */
function renderPage(changes: Partial<User> = {}, routes: Record<string, FakeRoute> = {}) {
  const current: User = { ...testUser, ...changes };
  const server = routeFetch({
    'GET /api/users/me': { status: 200, body: current },
    'GET /api/ticketListing/users': { status: 200, body: { content: [], lastPage: true, totalElements: 0 } },
    'GET /api/users/me/data': { status: 200, body: EXPORT },
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    { route: '/profile', transport: { fetchFn: server.fetchFn }, preloadedState: { auth: { ...initialAuthState, status: 'signedIn', user: current } } },
  );
  return { ...view, server };
}

const section = () => within(screen.getByRole('region', { name: 'Your Data' }));

/** What the page handed the browser to save: the file name and the file's text. */
function captureSaves() {
  const saved: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href) ?? new Blob([]);
    const text = new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    saved.push({ name: this.download, text });
  });
  return saved;
}

/** A fake DELETE /users/me that, like the server, wants the word and the right proof. */
function deletionServer(proof: { currentPassword?: string; emailCode?: string }) {
  return (call: SeenCall) => {
    const body = call.body as Record<string, string>;
    if (proof.currentPassword !== undefined && body.currentPassword !== proof.currentPassword) return { status: 403, body: { error: 'Your current password is not correct' } };
    if (proof.emailCode !== undefined && body.emailCode !== proof.emailCode) return { status: 400, body: { error: 'Verification failed. Please try again.' } };
    return { status: 204 };
  };
}

afterEach(() => jest.restoreAllMocks());

describe('the profile’s data rights', () => {
  it('downloads the data as a dated JSON file holding what the server sent', async () => {
    const saved = captureSaves();
    const { user, server } = renderPage();
    await user.click(section().getByRole('button', { name: 'Download my data' }));
    await findToast('Your data has been downloaded');
    expect(server.calls.filter((call) => call.path === '/api/users/me/data')).toHaveLength(1);
    // 20:15 UTC on 30 November is already 1 December in India.
    expect(saved.map((file) => file.name)).toEqual(['fantickets-data-2026-12-01.json']);
    expect(JSON.parse(await saved[0].text)).toEqual(EXPORT);
  });

  it('says so when the data cannot be prepared, and saves nothing', async () => {
    const saved = captureSaves();
    const { user } = renderPage({}, { 'GET /api/users/me/data': { status: 401, body: { error: 'Please sign in to continue' } } });
    await user.click(section().getByRole('button', { name: 'Download my data' }));
    await findToast('Please sign in to continue');
    expect(saved).toEqual([]);
  });

  it('deletes the account with DELETE typed and the current password, then shows the home page signed out', async () => {
    const { user, server, store } = renderPage({}, { 'DELETE /api/users/me': deletionServer({ currentPassword: 'my secret' }) });
    await user.click(section().getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    expect(dialog.getByRole('textbox', { name: 'Type DELETE to confirm' })).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('Please type DELETE to confirm')).toBeInTheDocument();
    expect(dialog.getByText('Please enter your current password')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.type(dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.type(dialog.getByLabelText('Current password'), 'a wrong guess');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    // Told once, in the dialog's alert: no toast repeats it.
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Your current password is not correct'));
    expect(screen.getAllByRole('alert', { hidden: true }).filter((alert) => alert.textContent?.includes('not correct'))).toHaveLength(1);

    await user.clear(dialog.getByLabelText('Current password'));
    await user.type(dialog.getByLabelText('Current password'), 'my secret');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await findToast('Your account has been deleted');
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null });
    expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
      { confirmation: 'DELETE', currentPassword: 'a wrong guess' },
      { confirmation: 'DELETE', currentPassword: 'my secret' },
    ]);
  });

  it('asks an account made by Google sign-in for a code sent to its e-mail instead of a password', async () => {
    const { user, server } = renderPage(
      { hasPassword: false, emailVerificationStatus: 'VERIFIED' },
      {
        'POST /api/auth/resend-otp': { status: 200, body: { message: 'OTP sent to your email', retryAfterSeconds: 70 } },
        'DELETE /api/users/me': deletionServer({ emailCode: '482913' }),
      },
    );
    await user.click(section().getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    expect(dialog.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    await findToast('OTP sent to your email');
    await user.type(dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.type(dialog.getByRole('textbox', { name: 'Code from your email' }), '482913');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ confirmation: 'DELETE', emailCode: '482913' });
  });

  it('keeps the account when the dialog is cancelled', async () => {
    const { user, server } = renderPage();
    await user.click(section().getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(section().getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
