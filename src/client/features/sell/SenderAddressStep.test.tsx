import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findToast } from '../../test/findToast';
import { aConcert } from '../events/test/concertFixtures';
import { SEND_CODE_HINT } from './SenderEmailField';
import { TERMS_LABEL } from './TermsCheckbox';
import { renderSellPage } from './test/renderSellPage';

jest.setTimeout(20_000);

const SEND = 'POST /api/sender-addresses/send-otp';
const VERIFY = 'POST /api/sender-addresses/verify-otp';
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
const senderEmail = () => screen.getByLabelText('Sender email');
const dialog = () => within(screen.getByRole('dialog'));

function renderStep(routes = {}) {
  return renderSellPage({
    'GET /api/concerts/7': { status: 200, body: aConcert() },
    'GET /api/sender-addresses': { status: 200, body: { addresses: ['family@example.in'] } },
    [SEND]: { status: 200, body: { message: 'OTP sent to this address', retryAfterSeconds: 70 } },
    ...routes,
  });
}

async function fillStep(address: string) {
  await heading('List your Tickets');
  fireEvent.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
  fireEvent.change(senderEmail(), { target: { value: address } });
}

describe('step 1: a sender address the account has not proven', () => {
  it("says 'We'll send a code to this address' only for an address that is not the verified account e-mail or a proven one", async () => {
    renderStep();
    await fillStep('Other.Box@example.in');
    expect(await screen.findByText(SEND_CODE_HINT)).toBeInTheDocument();
    expect(senderEmail()).toHaveAccessibleDescription(SEND_CODE_HINT);

    for (const proven of ['asha@example.in', 'Family@example.in']) {
      fireEvent.change(senderEmail(), { target: { value: proven } });
      await waitFor(() => expect(screen.queryByText(SEND_CODE_HINT)).not.toBeInTheDocument());
    }
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as registered email' }));
    expect(screen.queryByText(SEND_CODE_HINT)).not.toBeInTheDocument();
  });

  it('sends a code to the address on Continue, and moves on once it is verified', async () => {
    const { user, server, store } = renderStep({ [VERIFY]: { status: 200, body: { addresses: ['family@example.in', 'other.box@example.in'] } } });
    await fillStep('Other.Box@example.in');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Verify Sender Email' })).toBeInTheDocument();
    expect(dialog().getByText(/Enter the 6-digit OTP sent to/)).toHaveTextContent('other.box@example.in');
    await findToast('OTP sent to this address');
    expect(server.calls.find((call) => call.path === '/api/sender-addresses/send-otp')?.body).toEqual({ email: 'other.box@example.in' });
    expect(dialog().getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

    await user.click(dialog().getAllByRole('textbox')[0]);
    await user.paste('482913');
    await user.click(dialog().getByRole('button', { name: 'Verify' }));
    await findToast('Sender email verified successfully!');
    expect(await heading('Verify Ticket Ownership')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/sender-addresses/verify-otp')?.body).toEqual({ email: 'other.box@example.in', code: '482913' });
    expect(store.getState().sellWizard.values.senderEmail).toBe('Other.Box@example.in');
    // The proven list is fetched again, so the address needs no code next time.
    await waitFor(() => expect(server.calls.filter((call) => call.path === '/api/sender-addresses' && call.method === 'GET')).toHaveLength(2));
  });

  it("stays on step 1 when the code is wrong or the dialog is closed, and never calls the account's skip", async () => {
    const { user, server } = renderStep({ [VERIFY]: { status: 400, body: { error: 'Verification failed. Please try again.' } } });
    await fillStep('other.box@example.in');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await findToast('OTP sent to this address');
    await user.click(dialog().getAllByRole('textbox')[0]);
    await user.paste('000000');
    await user.click(dialog().getByRole('button', { name: 'Verify' }));
    expect(await dialog().findByText('Verification failed. Please try again.')).toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'List your Tickets' })).toBeInTheDocument();
    expect(server.calls.some((call) => call.path.includes('/skip'))).toBe(false);
  });

  it("shows the server's refusal in the dialog, e.g. an address another account owns", async () => {
    const taken = 'This address belongs to another account. Use an address of your own.';
    const { user } = renderStep({ [SEND]: { status: 409, body: { error: taken } } });
    await fillStep('someone.else@example.in');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await dialog().findByText(taken)).toBeInTheDocument();
  });

  it('moves straight on for a proven address, with no code', async () => {
    const { user, server } = renderStep();
    await fillStep('family@example.in');
    await waitFor(() => expect(server.calls.some((call) => call.path === '/api/sender-addresses')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Verify Ticket Ownership')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/sender-addresses/send-otp')).toBe(false);
  });
});
