import { act, render, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useToast } from './useToast';
import type { ToastInput } from './toastsSlice';
import { toastRegion } from './toastRegion';

function ShowToast({ toast }: { toast: ToastInput }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(toast)}>
      Show
    </button>
  );
}

describe('toasts on screen', () => {
  it('refuses to work outside a ToastProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ShowToast toast={{ type: 'info', title: 'Hi' }} />)).toThrow(
      'useToast must be used within a ToastProvider',
    );
  });

  it('shows title and message, and closes with the Close notification control', async () => {
    const { user } = renderWithProviders(
      <ShowToast toast={{ type: 'success', title: 'Signed out successfully', message: 'See you soon', duration: 0 }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Signed out successfully');
    expect(toast).toHaveTextContent('See you soon');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its details under the message, as text that can be selected and copied', async () => {
    const { user } = renderWithProviders(
      <ShowToast toast={{ type: 'error', title: 'Failed to sign up', details: 'Reference: 0f5a2d7c-9b14', duration: 0 }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const details = within(screen.getByRole('alert')).getByText('Reference: 0f5a2d7c-9b14');
    expect(details).toHaveStyle({ userSelect: 'text' });
  });

  it('dismisses itself after its duration, and one with duration 0 stays', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithProviders(<ShowToast toast={{ type: 'error', title: 'Failed to sign out' }} />);
      act(() => screen.getByRole('button', { name: 'Show' }).click());
      expect(store.getState().toasts.items[0].position).toBe('top-right');
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to sign out');
      act(() => jest.advanceTimersByTime(4999));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('toast region', () => {
  it('stays announced when a dialog hides the rest of the page', async () => {
    const node = toastRegion();
    node.setAttribute('aria-hidden', 'true');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(node.getAttribute('aria-hidden')).toBeNull();
  });
});
