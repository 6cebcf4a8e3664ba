import { screen } from '@testing-library/react';
import { GATE_MESSAGES } from '../sell/sellingGate';
import { renderProfile, verifyEmail } from './profileTestSetup';

// MUI dialogs driven through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

const emailCodeSent = { 'POST /api/auth/resend-otp': { status: 200, body: { message: 'sent', retryAfterSeconds: 70 } } };

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
