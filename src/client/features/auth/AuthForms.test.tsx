import { screen, within } from '@testing-library/react';
import { renderOpenSignInModal } from './authTestSetup';

function dialog() {
  return within(screen.getByRole('dialog'));
}

describe('auth modal forms', () => {
  it('shows the first failing rule per field on submit and clears a field’s error when it is edited', async () => {
    const { user } = renderOpenSignInModal();
    expect(dialog().getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Sign In' }));
    expect(await dialog().findByText('Email is required')).toBeInTheDocument();
    expect(dialog().getByText('Password is required')).toBeInTheDocument();

    await user.type(dialog().getByLabelText('Email'), 'asha@');
    expect(dialog().queryByText('Email is required')).not.toBeInTheDocument();
    expect(dialog().getByText('Password is required')).toBeInTheDocument();

    await user.type(dialog().getByLabelText('Password'), '12345');
    await user.click(dialog().getByRole('button', { name: 'Sign In' }));
    expect(await dialog().findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(dialog().getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });

  it('toggles to the sign-up form and back', async () => {
    const { user } = renderOpenSignInModal();
    expect(dialog().getByText("Don't have an account?")).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Sign Up' }));

    expect(dialog().getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Sign Up');
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Password']) {
      expect(dialog().getByLabelText(label)).toBeInTheDocument();
    }
    expect(dialog().getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(dialog().getByText('Already have an account?')).toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'Sign In' }));
    expect(dialog().getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(dialog().queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('has the or divider and the Google button on both forms', async () => {
    const { user } = renderOpenSignInModal();
    expect(dialog().getByText('or')).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Sign Up' }));
    expect(dialog().getByText('or')).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('checks every sign-up rule with its SPEC message', async () => {
    const { user } = renderOpenSignInModal();
    await user.click(dialog().getByRole('button', { name: 'Sign Up' }));
    await user.click(dialog().getByRole('button', { name: 'Create Account' }));
    for (const message of ['Full name is required', 'Email is required', 'Phone number is required', 'Password is required']) {
      expect(await dialog().findByText(message)).toBeInTheDocument();
    }

    await user.type(dialog().getByLabelText('Full Name'), 'A');
    await user.type(dialog().getByLabelText('Email'), 'asha example.in');
    await user.type(dialog().getByLabelText('Phone Number'), '0981');
    await user.type(dialog().getByLabelText('Password'), 'abc');
    await user.click(dialog().getByRole('button', { name: 'Create Account' }));
    expect(await dialog().findByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(dialog().getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(dialog().getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(dialog().getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });

  it('closes from its Close control', async () => {
    const { user, store } = renderOpenSignInModal();
    await user.click(dialog().getByRole('button', { name: 'Close' }));
    expect(store.getState().auth.modalOpen).toBe(false);
  });
});
