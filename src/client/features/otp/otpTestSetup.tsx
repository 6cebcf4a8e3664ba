import { StrictMode, useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OtpChannel } from '../../../shared/constants';
import type { User } from '../../../shared/entities';
import { initialAuthState } from '../auth/authSlice';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { OtpModal } from './OtpModal';
import type { OtpThrottleState } from './otpThrottleSlice';

export const NOW = new Date('2025-03-01T10:00:00Z').getTime();

export const pendingUser: User = { ...testUser, emailVerificationStatus: 'PENDING', phoneVerificationStatus: 'PENDING' };

function Harness({ channel, user }: { channel: OtpChannel; user: User }) {
  const [open, setOpen] = useState(true);
  const destination = channel === 'email' ? user.email : (user.phoneNumber ?? '');
  return <OtpModal open={open} channel={channel} destination={destination} onClose={() => setOpen(false)} />;
}

/** The OTP modal, just opened, with fake timers at NOW and an optional throttle record from earlier. */
export function renderOtpModal(
  channel: OtpChannel,
  routes: Record<string, Route>,
  otpThrottle: OtpThrottleState = {},
  { strict = false, signedIn = pendingUser } = {},
) {
  const server = routeFetch(routes);
  const harness = <Harness channel={channel} user={signedIn} />;
  const view = renderWithProviders(strict ? <StrictMode>{harness}</StrictMode> : harness, {
    transport: { fetchFn: server.fetchFn },
    preloadedState: { auth: { ...initialAuthState, status: 'signedIn', user: signedIn }, otpThrottle },
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { ...view, user, server };
}

export function dialog() {
  return within(screen.getByRole('dialog'));
}

/**
 * The dialog's one alert saying `text`, once nothing else announces it: no other alert anywhere on the page
 * (toasts live outside the dialog, so hidden alerts count too) says it.
 */
export async function findAnnouncedOnce(text: string): Promise<HTMLElement> {
  const alert = await dialog().findByRole('alert');
  expect(alert).toHaveTextContent(text);
  expect(screen.queryAllByRole('alert', { hidden: true }).filter((other) => other.textContent?.includes(text))).toEqual([alert]);
  return alert;
}

export function boxes() {
  return dialog().getAllByRole('textbox', { name: /^Digit \d+ of \d+$/ });
}

export function elapse(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

export const emailSent: Route = { status: 200, body: { message: 'OTP sent', retryAfterSeconds: 70 } };
export const phoneSent: Route = { status: 200, body: { message: 'OTP sent', verificationId: 'ver-1', retryAfterSeconds: 70 } };
