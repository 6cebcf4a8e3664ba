import { screen, waitFor } from '@testing-library/react';
import type { User } from '../../../shared/entities';
import { findToast } from '../../test/findToast';
import { boxes, dialog, emailSent, NOW, pendingUser, phoneSent, renderOtpModal } from './otpTestSetup';

/** A code was asked for on both channels and not typed yet. */
const startedUser: User = { ...pendingUser, emailVerificationStatus: 'STARTED', phoneVerificationStatus: 'STARTED' };

jest.setTimeout(20_000);

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

/** SPEC §4 'Skipping sets pending': closing the dialog unverified tells the server, which answers the user. */
describe('OTP modal: closing without verifying', () => {
  it.each([
    ['email', 'POST /api/auth/resend-otp', emailSent, 'emailVerificationStatus'],
    ['phone', 'POST /api/phone-verification/send-otp', phoneSent, 'phoneVerificationStatus'],
  ] as const)('Cancel on the %s dialog sets the status back to PENDING', async (channel, send, sent, field) => {
    const skipUrl = `POST /api/users/me/verification/${channel}/skip`;
    const { user, server, store } = renderOtpModal(
      channel,
      { [send]: sent, [skipUrl]: { status: 200, body: { user: { ...startedUser, [field]: 'PENDING' } } } },
      {},
      { signedIn: startedUser },
    );
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(store.getState().auth.user?.[field]).toBe('STARTED');
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([send, skipUrl]));
    expect(store.getState().auth.user?.[field]).toBe('PENDING');
  });

  it('Escape counts as closing too, and a verified code does not skip', async () => {
    const skipUrl = 'POST /api/users/me/verification/email/skip';
    const first = renderOtpModal('email', { 'POST /api/auth/resend-otp': emailSent, [skipUrl]: { status: 200, body: { user: pendingUser } } });
    await findToast('OTP sent to your email');
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(first.server.calls.map((call) => call.path)).toContain('/api/users/me/verification/email/skip'));
    first.unmount();

    const second = renderOtpModal('email', {
      'POST /api/auth/resend-otp': emailSent,
      'POST /api/auth/confirm-email': { status: 200, body: { user: { ...pendingUser, emailVerificationStatus: 'VERIFIED' } } },
    });
    await second.user.click(boxes()[0]);
    await second.user.paste('482913');
    await second.user.click(dialog().getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(second.server.calls.map((call) => call.path)).toEqual(['/api/auth/resend-otp', '/api/auth/confirm-email']);
  });
});
