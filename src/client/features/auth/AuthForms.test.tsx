import { screen } from '@testing-library/react';
import { serveRuntimeConfig } from '../../test/runtimeConfig';
import { renderOpenSignInModal } from './authTestSetup';

// Each test drives MUI forms and dialogs through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

// While the modal is open the rest of the page is hidden from role queries, so `screen` means the modal.

describe('auth modal forms', () => {
  it('shows the first failing rule per field on submit and clears a field’s error when it is edited', async () => {
    const { user } = renderOpenSignInModal();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'asha@');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });

  it('toggles to the sign-up form and back', async () => {
    const { user } = renderOpenSignInModal();
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Sign Up');
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('has the or divider and the Google button on both forms where the server has Google sign-in set up', async () => {
    const stopServing = serveRuntimeConfig({ googleSignIn: true });
    const { user } = renderOpenSignInModal();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    stopServing();
  });

  it('offers no Google button, and no divider, where the server has no Google sign-in set up', async () => {
    const { user } = renderOpenSignInModal();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('checks every sign-up rule with its SPEC message', async () => {
    const { user } = renderOpenSignInModal();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of ['Full name is required', 'Email is required', 'Phone number is required', 'Password is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await user.type(screen.getByLabelText('Full Name'), 'A');
    await user.click(screen.getByLabelText('Email'));
    await user.paste('asha example.in');
    await user.type(screen.getByLabelText('Phone Number'), '0981');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });

  it('refuses a 10,000-character name, a right-to-left override and a 255-character e-mail before asking the server', async () => {
    const { user, server } = renderOpenSignInModal();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.click(screen.getByLabelText('Full Name'));
    await user.paste('x'.repeat(10_000));
    await user.click(screen.getByLabelText('Email'));
    await user.paste(`${'r'.repeat(244)}@example.in`);
    await user.type(screen.getByLabelText('Phone Number'), '+919876543210');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name cannot exceed 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Email cannot exceed 254 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Full Name'));
    await user.click(screen.getByLabelText('Full Name'));
    await user.paste('Asha \u202Eoar');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name cannot contain control or text-direction characters')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('closes from its Close control', async () => {
    const { user, store } = renderOpenSignInModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().auth.modalOpen).toBe(false);
  });
});
