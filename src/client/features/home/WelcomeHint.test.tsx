import { act, screen, waitFor } from '@testing-library/react';
import { selectRehydrated } from '../../app/store';
import { memoryStorage } from '../../test/memoryStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HomePage } from './HomePage';
import { WELCOME_STEPS } from './WelcomeHint';

const HINT = 'New to FanTickets? How it works in 3 steps';

// The whole landing page per render: slow on a busy two-core machine.
jest.setTimeout(20_000);

afterEach(() => jest.useRealTimers());

describe('first-visit hint on the home page', () => {
  it('welcomes a first visitor with three steps', async () => {
    renderWithProviders(<HomePage />, { storage: memoryStorage() });
    const hint = await screen.findByRole('complementary', { name: HINT });
    expect([...hint.querySelectorAll('li')].map((li) => li.textContent)).toEqual(WELCOME_STEPS);
  });

  it('once dismissed is gone, and stays gone on the next visit from the same browser', async () => {
    const storage = memoryStorage();
    const first = renderWithProviders(<HomePage />, { storage });
    await first.user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('complementary', { name: HINT })).not.toBeInTheDocument();
    await waitFor(() => expect([...storage.items.values()].join()).toContain('home-welcome'));
    first.unmount();

    const next = renderWithProviders(<HomePage />, { storage });
    await waitFor(() => expect(selectRehydrated(next.store.getState())).toBe(true));
    await act(async () => undefined);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: HINT })).not.toBeInTheDocument();
  });

  it("scrolls to 'How It Works' after 100 ms from 'See the details'", async () => {
    renderWithProviders(<HomePage />);
    const heading = screen.getByRole('heading', { name: 'How It Works' });
    const scrollIntoView = jest.fn();
    heading.scrollIntoView = scrollIntoView;
    jest.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'See the details' }).click());
    act(() => jest.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('complementary', { name: HINT })).toBeInTheDocument();
  });
});
