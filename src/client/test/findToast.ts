import { screen, waitFor, within } from '@testing-library/react';

function toastTitled(title: string): HTMLElement {
  const toast = screen
    .queryAllByRole('alert', { hidden: true })
    .find(
      (alert) =>
        within(alert).queryByRole('button', { name: 'Close notification', hidden: true }) !== null &&
        within(alert).queryByText(title) !== null,
    );
  if (!toast) throw new Error(`No toast titled "${title}"`);
  return toast;
}

/**
 * Waits for a toast (an alert with a 'Close notification' control) showing `title`. Looks behind an open
 * dialog too, where the page, toasts included, is hidden from assistive technology.
 */
export function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => toastTitled(title), { timeout: 3000 });
}
