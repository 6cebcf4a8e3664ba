import { screen, waitFor } from '@testing-library/react';
import { findToast } from '../../test/findToast';
import { boxes, dialog, emailSent, findAnnouncedOnce, NOW, pendingUser, phoneSent, renderOtpModal } from './otpTestSetup';

// Each test drives MUI forms and dialogs through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

const SEND_EMAIL = 'POST /api/auth/resend-otp';
const CONFIRM = 'POST /api/auth/confirm-email';
const SEND_PHONE = 'POST /api/phone-verification/send-otp';
const VERIFY_PHONE = 'POST /api/phone-verification/verify-otp';

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('OTP modal: entering and verifying the code', () => {
  it('has 6 boxes for e-mail and 4 for phone, and says so, the phone grouped as it is read', async () => {
    const email = renderOtpModal('email', { [SEND_EMAIL]: emailSent });
    expect(boxes()).toHaveLength(6);
    expect(dialog().getByRole('heading', { name: 'Verify Email' })).toBeInTheDocument();
    expect(dialog().getByText(/Enter the 6-digit OTP sent to/)).toHaveTextContent(pendingUser.email);
    await findToast('OTP sent to your email');
    email.unmount();

    renderOtpModal('phone', { [SEND_PHONE]: phoneSent });
    expect(boxes()).toHaveLength(4);
    expect(dialog().getByRole('heading', { name: 'Verify Phone Number' })).toBeInTheDocument();
    expect(dialog().getByText(/Enter the 4-digit OTP sent to/)).toHaveTextContent('Enter the 4-digit OTP sent to +91 98000 00001');
    await findToast('OTP sent to your phone');
  });

  it('takes digits only, one per box, moving on as you type and back on Backspace', async () => {
    const { user } = renderOtpModal('email', { [SEND_EMAIL]: emailSent });
    await user.click(boxes()[0]);
    await user.keyboard('1a2');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '', '', '', '', '']);
  });

  it('fills the boxes from a paste of digits', async () => {
    const { user } = renderOtpModal('email', { [SEND_EMAIL]: emailSent });
    await user.click(boxes()[3]);
    await user.paste('48 29-13');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3']);
  });

  it("enables Verify only when complete, else says 'Please enter a valid 6-digit OTP'", async () => {
    const { user } = renderOtpModal('email', { [SEND_EMAIL]: emailSent });
    const verify = dialog().getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.click(boxes()[0]);
    await user.keyboard('48291{Enter}');
    expect(dialog().getByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(verify).toBeDisabled();
    await user.keyboard('3');
    expect(dialog().queryByText('Please enter a valid 6-digit OTP')).not.toBeInTheDocument();
    expect(verify).toBeEnabled();
  });

  it("says 'Please enter a valid 4-digit OTP' for an incomplete phone code", async () => {
    const { user } = renderOtpModal('phone', { [SEND_PHONE]: phoneSent });
    await user.click(boxes()[0]);
    await user.keyboard('12{Enter}');
    expect(dialog().getByText('Please enter a valid 4-digit OTP')).toBeInTheDocument();
  });

  it('verifies the e-mail code, refreshes the user and closes', async () => {
    const verified = { ...pendingUser, emailVerificationStatus: 'VERIFIED' };
    const { user, server, store } = renderOtpModal('email', {
      [SEND_EMAIL]: emailSent,
      [CONFIRM]: { status: 200, body: { user: verified } },
    });
    await user.click(boxes()[0]);
    await user.paste('482913');
    await user.click(dialog().getByRole('button', { name: 'Verify' }));
    await findToast('Email verified successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.path === '/api/auth/confirm-email')?.query.get('otp')).toBe('482913');
    expect(store.getState().auth.user?.emailVerificationStatus).toBe('VERIFIED');
    expect(store.getState().otpThrottle.email).toBeUndefined();
  });

  it('verifies the phone code with the verification id from the send', async () => {
    const { user, server } = renderOtpModal('phone', {
      [SEND_PHONE]: phoneSent,
      [VERIFY_PHONE]: { status: 200, body: { user: { ...pendingUser, phoneVerificationStatus: 'VERIFIED' } } },
    });
    await findToast('OTP sent to your phone');
    await user.click(boxes()[0]);
    await user.keyboard('7731');
    await user.click(dialog().getByRole('button', { name: 'Verify' }));
    await findToast('Phone number verified successfully!');
    const call = server.calls.find((seen) => seen.path === '/api/phone-verification/verify-otp');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ code: '7731', verificationId: 'ver-1' });
  });

  it("shows the server's verify message, else 'Verification failed. Please try again.', and stays open", async () => {
    const { user, server } = renderOtpModal('email', {
      [SEND_EMAIL]: emailSent,
      [CONFIRM]: { status: 400, body: { error: 'The code is wrong or has expired' } },
    });
    await user.click(boxes()[0]);
    await user.paste('111111');
    await user.click(dialog().getByRole('button', { name: 'Verify' }));
    expect(await dialog().findByText('The code is wrong or has expired')).toBeInTheDocument();
    await findAnnouncedOnce('The code is wrong or has expired');

    server.routes[CONFIRM] = { status: 500, body: {}, headers: { 'X-Request-Id': 'req-500-000003' } };
    await user.click(dialog().getByRole('button', { name: 'Verify' }));
    expect(await dialog().findByText('Verification failed. Please try again.')).toBeInTheDocument();
    const alert = await findAnnouncedOnce('Verification failed. Please try again.');
    expect(alert).toHaveTextContent('Reference: req-500-000003');
  });

  it("says 'Phone verification ID is required' when the resumed send left no id", async () => {
    const { user, server } = renderOtpModal('phone', {}, { phone: { sentAt: NOW - 30_000 } });
    await user.click(boxes()[0]);
    await user.keyboard('7731');
    await user.click(dialog().getByRole('button', { name: 'Verify' }));
    expect(await dialog().findByText('Phone verification ID is required')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('verifies a code sent before the modal was reopened, using the saved verification id', async () => {
    const { user, server } = renderOtpModal(
      'phone',
      { [VERIFY_PHONE]: { status: 200, body: { ...pendingUser, phoneVerificationStatus: 'VERIFIED' } } },
      { phone: { sentAt: NOW - 30_000, verificationId: 'ver-0' } },
    );
    await user.click(boxes()[0]);
    await user.keyboard('7731');
    await user.click(dialog().getByRole('button', { name: 'Verify' }));
    await findToast('Phone number verified successfully!');
    expect(server.calls.map((call) => call.query.get('verificationId'))).toEqual(['ver-0']);
  });
});
