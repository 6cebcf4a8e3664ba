import { screen, waitFor, within } from '@testing-library/react';
import { findToast } from '../../test/findToast';
import { GATE_MESSAGES } from '../sell/sellingGate';
import { renderProfile, row } from './profileTestSetup';

// MUI dialogs driven through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

const emailCodeSent = { 'POST /api/auth/resend-otp': { status: 200, body: { message: 'sent', retryAfterSeconds: 70 } } };

/** Types the e-mail code into the OTP dialog and waits for it to close. */
async function verifyEmail(user: ReturnType<typeof renderProfile>['user']) {
  await user.click(row('Email').getByRole('button', { name: 'Verify Email' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Verify Email' }));
  await findToast('OTP sent to your email');
  await user.click(dialog.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste('482913');
  await user.click(dialog.getByRole('button', { name: 'Verify' }));
  await findToast('Email verified successfully!');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the selling gate’s message on the profile', () => {
  it('goes as soon as the e-mail is verified', async () => {
    const { user } = renderProfile({ emailVerificationStatus: 'PENDING' }, emailCodeSent, {}, { gateMessage: GATE_MESSAGES.emailPending });
    expect(screen.getByText(GATE_MESSAGES.emailPending).closest('[role="alert"]')).not.toBeNull();

    await verifyEmail(user);
    expect(screen.queryByText(GATE_MESSAGES.emailPending)).not.toBeInTheDocument();
    expect(screen.queryByText(/to list tickets/)).not.toBeInTheDocument();
  });

  it('moves on to the phone when that is what is left', async () => {
    const { user } = renderProfile(
      { emailVerificationStatus: 'PENDING', phoneVerificationStatus: 'PENDING' },
      emailCodeSent,
      {},
      { gateMessage: GATE_MESSAGES.emailPending },
    );
    await verifyEmail(user);
    expect(screen.getByText(GATE_MESSAGES.phonePending).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(GATE_MESSAGES.emailPending)).not.toBeInTheDocument();
  });

  it('is not shown to a user who came to the profile on their own', () => {
    renderProfile({ emailVerificationStatus: 'PENDING' });
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByText(GATE_MESSAGES.emailPending)).not.toBeInTheDocument();
  });
});
