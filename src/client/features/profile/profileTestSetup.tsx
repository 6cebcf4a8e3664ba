import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '../../../shared/entities';
import { testUser } from '../../test/fakeFetch';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route, type SeenCall } from '../../test/routeFetch';
import { initialAuthState } from '../auth/authSlice';
import type { OtpThrottleState } from '../otp/otpThrottleSlice';
import { ProfilePage } from './ProfilePage';

/**
 * The profile page for the test user with `changes`, over a fake account server that remembers changes:
 * PUT /users/1 merges the body (a new phone number goes back to PENDING) and confirm-email verifies the
 * e-mail, unless `routes` answers them otherwise.
 */
export function renderProfile(
  changes: Partial<User> = {},
  routes: Record<string, Route> = {},
  otpThrottle: OtpThrottleState = {},
  /** Navigation state the page arrives with, e.g. the selling gate's message. */
  state: unknown = null,
) {
  let current: User = { ...testUser, ...changes };
  const server = routeFetch({
    'GET /api/users/me': () => ({ status: 200, body: current }),
    'PUT /api/users/1': (call: SeenCall) => {
      const body = call.body as Partial<User>;
      const phoneChanged = body.phoneNumber !== undefined && body.phoneNumber !== current.phoneNumber;
      current = { ...current, ...body, ...(phoneChanged ? { phoneVerificationStatus: 'PENDING' as const } : {}) };
      return { status: 200, body: { user: current } };
    },
    'POST /api/auth/confirm-email': () => {
      current = { ...current, emailVerificationStatus: 'VERIFIED' };
      return { status: 200, body: { user: current } };
    },
    // My Listings (another feature) shares the page; it gets an empty list so these tests see only theirs.
    'GET /api/ticketListing/users': { status: 200, body: { content: [], lastPage: true, totalElements: 0 } },
    ...routes,
  });
  const view = renderWithProviders(<ProfilePage />, {
    route: { pathname: '/profile', state },
    transport: { fetchFn: server.fetchFn },
    preloadedState: { auth: { ...initialAuthState, status: 'signedIn', user: current }, otpThrottle },
  });
  return { ...view, server };
}

/** One row of Account Details: 'Name', 'Email' or 'Phone Number'. */
export function row(label: string) {
  return within(screen.getByRole('group', { name: label }));
}

/** Verify Email → the code the fake server takes → Verify, and waits for the dialog to close. */
export async function verifyEmail(user: ReturnType<typeof renderProfile>['user']): Promise<void> {
  await user.click(row('Email').getByRole('button', { name: 'Verify Email' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Verify Email' }));
  await findToast('OTP sent to your email');
  await user.click(dialog.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste('482913');
  await user.click(dialog.getByRole('button', { name: 'Verify' }));
  await findToast('Email verified successfully!');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
