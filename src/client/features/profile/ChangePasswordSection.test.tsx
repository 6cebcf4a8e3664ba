import { screen, waitFor, within } from '@testing-library/react';
import { testUser } from '../../test/fakeFetch';
import { findToast } from '../../test/findToast';
import type { SeenCall } from '../../test/routeFetch';
import { renderProfile } from './profileTestSetup';

// Each test drives MUI forms through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

const section = () => within(screen.getByRole('region', { name: 'Password' }));

/** A fake PUT /users/1 that, like the server, wants the right proof beside a new password. */
function passwordServer(proof: { currentPassword?: string; emailCode?: string }) {
  return (call: SeenCall) => {
    const body = call.body as Record<string, string>;
    if (proof.currentPassword !== undefined && body.currentPassword !== proof.currentPassword) {
      return { status: 403, body: { error: 'Your current password is not correct' } };
    }
    if (proof.emailCode !== undefined && body.emailCode !== proof.emailCode) {
      return { status: 400, body: { error: 'Verification failed. Please try again.' } };
    }
    return { status: 200, body: { user: { ...testUser, hasPassword: true } } };
  };
}

describe('the password section of the profile', () => {
  it('changes the password only with the current one: form rules first, then the server refusal beside its field', async () => {
    const { user, server } = renderProfile({}, { 'PUT /api/users/1': passwordServer({ currentPassword: 'old secret' }) });
    await user.click(section().getByRole('button', { name: 'Change Password' }));
    const form = within(screen.getByRole('form', { name: 'Change password' }));

    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await form.findByText('Please enter your current password')).toBeInTheDocument();
    expect(form.getByText('Please enter a new password')).toBeInTheDocument();
    await user.type(form.getByLabelText('Current password'), 'a wrong guess');
    await user.type(form.getByLabelText('New password'), '12345');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await form.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(form.getByLabelText('New password'), '6789');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await form.findByText('Your current password is not correct')).toBeInTheDocument();

    await user.clear(form.getByLabelText('Current password'));
    await user.type(form.getByLabelText('Current password'), 'old secret');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    await findToast('Password changed successfully');
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
    const puts = server.calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([
      { currentPassword: 'a wrong guess', password: '123456789' },
      { currentPassword: 'old secret', password: '123456789' },
    ]);
  });

  it('lets an account made by Google sign-in set its first password with a code sent to its e-mail', async () => {
    const { user, server } = renderProfile(
      { hasPassword: false },
      {
        'POST /api/auth/resend-otp': { status: 200, body: { message: 'OTP sent to your email', retryAfterSeconds: 70 } },
        'PUT /api/users/1': passwordServer({ emailCode: '482913' }),
      },
    );
    expect(section().getByText('You sign in with Google. Set a password to also sign in with your email.')).toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Set a Password' }));
    const form = within(screen.getByRole('form', { name: 'Set a password' }));
    expect(form.getByText(testUser.email)).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Send Code' }));
    await findToast('OTP sent to your email');
    expect(server.calls.filter((call) => call.path === '/api/auth/resend-otp')).toHaveLength(1);

    await user.type(form.getByLabelText('Code from your email'), '12345');
    await user.type(form.getByLabelText('New password'), 'my first password');
    await user.click(form.getByRole('button', { name: 'Set Password' }));
    expect(await form.findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();

    await user.type(form.getByLabelText('Code from your email'), '0');
    await user.click(form.getByRole('button', { name: 'Set Password' }));
    expect(await form.findByText('Verification failed. Please try again.')).toBeInTheDocument();

    await user.clear(form.getByLabelText('Code from your email'));
    await user.type(form.getByLabelText('Code from your email'), '482913');
    await user.click(form.getByRole('button', { name: 'Set Password' }));
    await findToast('Password set successfully');
    expect(server.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ emailCode: '482913', password: 'my first password' });
    // The account now has a password: the next change asks for it.
    await waitFor(() => expect(section().getByRole('button', { name: 'Change Password' })).toBeInTheDocument());
  });

  it('asks a Google account whose e-mail is not verified to verify it first, and offers no form', () => {
    renderProfile({ hasPassword: false, emailVerificationStatus: 'PENDING' });
    expect(section().getByText('Verify your email first: the code that lets you set a password is sent there.')).toBeInTheDocument();
    expect(section().queryByRole('button')).not.toBeInTheDocument();
  });
});
