import { screen, waitFor } from '@testing-library/react';
import { findToast } from '../../test/findToast';
import { dialog, elapse, emailSent, findAnnouncedOnce, NOW, renderOtpModal } from './otpTestSetup';

const SEND = 'POST /api/auth/resend-otp';

/** The send time: NOW, give or take the few fake milliseconds waitFor lets pass while the answer arrives. */
function expectJustNow(sentAt: number | undefined) {
  expect(sentAt).toBeGreaterThanOrEqual(NOW);
  expect(sentAt).toBeLessThan(NOW + 500);
}

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('OTP modal: sending and the countdown', () => {
  it('sends a code once on opening, then counts 60 s down before offering a resend', async () => {
    const { server, store } = renderOtpModal('email', { [SEND]: emailSent });
    await findToast('OTP sent to your email');
    expect(dialog().getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(server.calls).toHaveLength(1);
    expectJustNow(store.getState().otpThrottle.email?.sentAt);

    elapse(1000);
    expect(dialog().getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    elapse(59_000);
    expect(dialog().getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(server.calls).toHaveLength(1);
  });

  it('sends only once under StrictMode, whose effects run twice', async () => {
    const { server } = renderOtpModal('email', { [SEND]: emailSent }, {}, { strict: true });
    expect(await dialog().findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(server.calls).toHaveLength(1);
  });

  it('resumes the countdown when opened 30 s after the last send, without sending', async () => {
    const { server } = renderOtpModal('email', { [SEND]: emailSent }, { email: { sentAt: NOW - 30_000 } });
    expect(await dialog().findByRole('button', { name: 'Resend in 40s' })).toBeDisabled();
    elapse(40_000);
    expect(dialog().getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(server.calls).toHaveLength(0);
  });

  it('clears an 80 s old record and sends a new code', async () => {
    const { server, store } = renderOtpModal('email', { [SEND]: emailSent }, { email: { sentAt: NOW - 80_000 } });
    expect(await dialog().findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([SEND]);
    expectJustNow(store.getState().otpThrottle.email?.sentAt);
  });

  it('refuses a resend inside the 70 s window with the seconds left, then resends after it', async () => {
    const { server, user } = renderOtpModal('email', { [SEND]: emailSent });
    await dialog().findByRole('button', { name: 'Resend in 60s' });
    elapse(62_000);
    await user.click(dialog().getByRole('button', { name: 'Resend OTP' }));
    expect(await dialog().findByText('Please wait 8 seconds before trying again')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);

    elapse(8_000);
    await user.click(dialog().getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(await dialog().findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(dialog().queryByText(/Please wait/)).not.toBeInTheDocument();
  });

  it("shows 'Loading...' on the resend button while sending", async () => {
    renderOtpModal('email', { [SEND]: () => new Promise(() => undefined) });
    expect(await dialog().findByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it("announces the server's message once when the first send fails, in the dialog, without a reference for a 4xx", async () => {
    renderOtpModal('email', {
      [SEND]: { status: 429, body: { error: 'Please wait 12 seconds before trying again' }, headers: { 'X-Request-Id': 'req-429-000001' } },
    });
    const alert = await findAnnouncedOnce('Please wait 12 seconds before trying again');
    expect(alert).not.toHaveTextContent('Reference');
    expect(dialog().getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it("falls back to 'Failed to send OTP. Please try again.' and 'Failed to resend OTP. Please try again.', each announced once", async () => {
    const { user, server } = renderOtpModal('email', { [SEND]: { status: 500, body: {}, headers: { 'X-Request-Id': 'req-500-000002' } } });
    const alert = await findAnnouncedOnce('Failed to send OTP. Please try again.');
    expect(alert).toHaveTextContent('Reference: req-500-000002');
    await user.click(dialog().getByRole('button', { name: 'Resend OTP' }));
    expect(await dialog().findByText('Failed to resend OTP. Please try again.')).toBeInTheDocument();
    await findAnnouncedOnce('Failed to resend OTP. Please try again.');
    expect(server.calls).toHaveLength(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends phone codes to the phone endpoint with its own message', async () => {
    const { server, store } = renderOtpModal('phone', {
      'POST /api/phone-verification/send-otp': { status: 200, body: { message: 'sent', verificationId: 'ver-1', retryAfterSeconds: 70 } },
    });
    await findToast('OTP sent to your phone');
    expect(server.calls[0].path).toBe('/api/phone-verification/send-otp');
    expect(store.getState().otpThrottle.phone?.verificationId).toBe('ver-1');
    expectJustNow(store.getState().otpThrottle.phone?.sentAt);
  });
});
