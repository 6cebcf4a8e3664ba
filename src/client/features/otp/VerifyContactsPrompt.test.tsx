import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '../../../shared/entities';
import { initialAuthState } from '../auth/authSlice';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { VERIFY_PROMPT_TEXT, VerifyContactsPrompt } from './VerifyContactsPrompt';

// Each test drives MUI dialogs through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

const newFan: User = { ...testUser, emailVerificationStatus: 'PENDING', phoneVerificationStatus: 'PENDING' };

function renderPrompt(user: User | null, routes = {}, route = '/explore') {
  const server = routeFetch(routes);
  const auth = user === null ? { ...initialAuthState, status: 'signedOut' as const } : { ...initialAuthState, status: 'signedIn' as const, user };
  const view = renderWithProviders(<VerifyContactsPrompt />, { route, transport: { fetchFn: server.fetchFn }, preloadedState: { auth } });
  return { ...view, server };
}

const prompt = () => screen.queryByRole('region', { name: /to sell tickets/ });

describe('the prompt to verify e-mail and phone after sign-up', () => {
  it('says what verifying unlocks and opens the e-mail code dialog in one tap; verified, it asks for the phone only', async () => {
    const { user, store } = renderPrompt(newFan, {
      'POST /api/auth/resend-otp': { status: 200, body: { sent: true, retryAfterSeconds: 60 } },
      'POST /api/auth/confirm-email': { status: 200, body: { user: { ...newFan, emailVerificationStatus: 'VERIFIED' } } },
    });
    expect(prompt()).toHaveTextContent(VERIFY_PROMPT_TEXT.both);
    expect(prompt()).toHaveTextContent(VERIFY_PROMPT_TEXT.why);
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Email' }));
    expect(dialog.getByText(/Enter the 6-digit OTP sent to/)).toHaveTextContent(newFan.email);

    await user.click(dialog.getAllByRole('textbox')[0]);
    await user.paste('123456');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(store.getState().auth.user?.emailVerificationStatus).toBe('VERIFIED'));
    await waitFor(() => expect(prompt()).toHaveTextContent(VERIFY_PROMPT_TEXT.phone));
    expect(screen.queryByRole('button', { name: 'Verify Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Phone' })).toBeInTheDocument();
  });

  it('opens the phone code dialog in one tap', async () => {
    const { user } = renderPrompt(newFan, { 'POST /api/phone-verification/send-otp': { status: 200, body: { verificationId: '7', retryAfterSeconds: 60 } } });
    await user.click(screen.getByRole('button', { name: 'Verify Phone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Phone Number' }));
    expect(dialog.getByText(/Enter the 4-digit OTP sent to/)).toHaveTextContent('Enter the 4-digit OTP sent to +91 98000 00001');
  });

  it('sends an account without a phone number (made by Google) to the profile to add one', () => {
    renderPrompt({ ...newFan, emailVerificationStatus: 'VERIFIED', phoneNumber: null });
    expect(prompt()).toHaveTextContent(VERIFY_PROMPT_TEXT.phone);
    expect(screen.getByRole('button', { name: 'Add Phone Number' })).toBeInTheDocument();
  });

  it('is not shown once both are verified, nor to a visitor', () => {
    const verified = renderPrompt({ ...newFan, emailVerificationStatus: 'VERIFIED', phoneVerificationStatus: 'VERIFIED' });
    expect(prompt()).not.toBeInTheDocument();
    verified.unmount();
    renderPrompt(null);
    expect(prompt()).not.toBeInTheDocument();
  });

  it("leaves an event page's first screen to its listings", () => {
    const onEvent = renderPrompt(newFan, {}, '/events/prateek-kuhad-live/7');
    expect(prompt()).not.toBeInTheDocument();
    onEvent.unmount();
    renderPrompt(newFan, {}, '/profile');
    expect(prompt()).toBeInTheDocument();
  });
});
