import { screen, waitFor } from '@testing-library/react';
import { findToast } from '../../test/findToast';
import { renderProfile, row, verifyEmail } from './profileTestSetup';

// Each test drives MUI forms and dialogs through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

describe('Account Details', () => {
  it("shows 'Guest' for a missing name, 'N/A' and 'Add Phone Number' for a missing phone, and 'Verify Email'", async () => {
    renderProfile({ name: null, phoneNumber: null, emailVerificationStatus: 'PENDING' });
    expect(screen.getByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
    expect(row('Name').getByText('Guest')).toBeInTheDocument();
    expect(row('Email').getByText('asha@example.in')).toBeInTheDocument();
    expect(row('Email').getByRole('button', { name: 'Verify Email' })).toBeInTheDocument();
    expect(row('Email').queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(row('Phone Number').getByText('N/A')).toBeInTheDocument();
    expect(row('Phone Number').getByRole('button', { name: 'Add Phone Number' })).toBeInTheDocument();
    expect(row('Phone Number').queryByRole('button', { name: 'Edit Phone Number' })).not.toBeInTheDocument();
  });

  it("offers 'Verify Phone Number' for an unverified phone (shown grouped), and no verify buttons once both are verified", () => {
    const { unmount } = renderProfile({ phoneVerificationStatus: 'PENDING' });
    expect(row('Phone Number').getByText('+91 98000 00001')).toBeInTheDocument();
    expect(row('Phone Number').queryByText('+919800000001')).not.toBeInTheDocument();
    expect(row('Phone Number').getByRole('button', { name: 'Verify Phone Number' })).toBeInTheDocument();
    expect(row('Phone Number').getByRole('button', { name: 'Edit Phone Number' })).toBeInTheDocument();
    unmount();

    renderProfile();
    expect(screen.queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Phone Number' })).not.toBeInTheDocument();
  });

  it("marks a verified e-mail and phone 'Verified' in words, and nothing that is not verified", () => {
    const { unmount } = renderProfile();
    expect(screen.getByRole('group', { name: 'Email' })).toHaveTextContent(/asha@example\.in\s*✓\s*Verified/);
    expect(row('Email').getByText('Verified')).toBeVisible();
    expect(row('Phone Number').getByText('Verified')).toBeVisible();
    unmount();

    renderProfile({ emailVerificationStatus: 'STARTED', phoneVerificationStatus: 'PENDING' });
    expect(row('Email').queryByText('Verified')).not.toBeInTheDocument();
    expect(row('Phone Number').queryByText('Verified')).not.toBeInTheDocument();
  });

  it("edits the name in place: 'Name cannot be empty', then saves with a toast", async () => {
    const { user, server } = renderProfile();
    await user.click(row('Name').getByRole('button', { name: 'Edit Name' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Asha Rao');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument();
    await user.type(field, 'Asha R');
    expect(screen.queryByText('Name cannot be empty')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await findToast('Name updated successfully');
    expect(row('Name').getByText('Asha R')).toBeInTheDocument();
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ name: 'Asha R' });
  });

  it('cancels an edit without saving', async () => {
    const { user, server } = renderProfile();
    await user.click(row('Name').getByRole('button', { name: 'Edit Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(row('Name').getByText('Asha Rao')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the server's message, else 'Failed to update name'", async () => {
    const { user, server } = renderProfile({}, { 'PUT /api/users/1': { status: 403, body: { error: 'You can only change your own account' } } });
    await user.click(row('Name').getByRole('button', { name: 'Edit Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('You can only change your own account');

    server.routes['PUT /api/users/1'] = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Failed to update name');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Failed to update name');
  });

  it("adds a phone number: 'Phone number cannot be empty', a pattern check, then 'Verify Phone Number'", async () => {
    const { user } = renderProfile({ phoneNumber: null });
    await user.click(row('Phone Number').getByRole('button', { name: 'Add Phone Number' }));
    const field = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number cannot be empty')).toBeInTheDocument();
    await user.type(field, '0123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '+919811122233');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await findToast('Phone number updated successfully');
    expect(row('Phone Number').getByText('+91 98111 22233')).toBeInTheDocument();
    expect(row('Phone Number').getByRole('button', { name: 'Verify Phone Number' })).toBeInTheDocument();
  });

  it('sends a fresh code after the phone number changed, even inside the throttle window of the old one', async () => {
    const { user, server } = renderProfile(
      { phoneVerificationStatus: 'PENDING' },
      { 'POST /api/phone-verification/send-otp': { status: 200, body: { message: 'sent', verificationId: 'ver-2', retryAfterSeconds: 70 } } },
      { phone: { sentAt: Date.now() - 20_000, verificationId: 'ver-1' } },
    );
    await user.click(row('Phone Number').getByRole('button', { name: 'Edit Phone Number' }));
    await user.clear(screen.getByRole('textbox', { name: 'Phone Number' }));
    await user.paste('+919811122233');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Phone number updated successfully');
    await user.click(row('Phone Number').getByRole('button', { name: 'Verify Phone Number' }));
    await findToast('OTP sent to your phone');
    expect(server.calls.filter((call) => call.path === '/api/phone-verification/send-otp')).toHaveLength(1);
  });

  it("says 'Failed to update phone number' when the save fails without a message", async () => {
    const { user } = renderProfile({}, { 'PUT /api/users/1': { status: 500, body: {} } });
    await user.click(row('Phone Number').getByRole('button', { name: 'Edit Phone Number' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Failed to update phone number');
  });

  it('verifies the e-mail through the OTP modal, after which Verify Email is gone', async () => {
    const { user, server } = renderProfile(
      { emailVerificationStatus: 'PENDING' },
      { 'POST /api/auth/resend-otp': { status: 200, body: { message: 'sent', retryAfterSeconds: 70 } } },
    );
    await verifyEmail(user);
    expect(row('Email').queryByRole('button', { name: 'Verify Email' })).not.toBeInTheDocument();
    expect(row('Email').getByText('Verified')).toBeVisible();
    // The user was refreshed from the server too.
    await waitFor(() => expect(server.calls.filter((call) => call.path === '/api/users/me')).toHaveLength(2));
  });
});
