import { screen, within } from '@testing-library/react';
import { Header } from '../../app/Header';
import { testUser } from '../../test/fakeFetch';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInState } from '../events/test/signedIn';
import { SUPPORT_FLAG_KEY } from './supportMode';

jest.setTimeout(20_000);

async function openUserMenu(route: string) {
  const view = renderWithProviders(<Header />, { route, preloadedState: signedInState });
  await view.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Asha Rao' }));
  return { ...view, menu: within(await screen.findByRole('menu')) };
}

describe('Copy support snapshot', () => {
  afterEach(() => localStorage.clear());

  it('is not in the user dropdown outside support mode', async () => {
    const { menu } = await openUserMenu('/explore');
    expect(menu.getByRole('menuitem', { name: 'Feedback' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Copy support snapshot' })).not.toBeInTheDocument();
  });

  it('copies the sanitized state with version, route and device id, and says so', async () => {
    localStorage.setItem(SUPPORT_FLAG_KEY, '1');
    const { menu, user } = await openUserMenu('/events/coldplay/7?tab=listings');
    await user.click(menu.getByRole('menuitem', { name: 'Copy support snapshot' }));
    await findToast('Support snapshot copied');

    const copied = await navigator.clipboard.readText();
    const file = JSON.parse(copied) as { payload: string; support: Record<string, unknown> };
    expect(file.support).toEqual({
      appVersion: '0.0.0-dev',
      route: '/events/coldplay/7?tab=listings',
      deviceId: 'device-1',
      capturedAt: expect.any(String),
    });
    const { committedState } = JSON.parse(file.payload);
    expect(committedState.auth.user.name).toBe('Asha Rao');
    expect(copied).not.toContain(testUser.email);
    expect(copied).not.toContain(testUser.phoneNumber);
  });
});
