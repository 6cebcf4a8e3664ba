import { waitFor } from '@testing-library/react';
import { makeStore, selectRehydrated } from '../../app/store';
import { memoryStorage } from '../../test/memoryStorage';
import { HINTS, hintDismissed, onboardingSlice, selectHintDismissed } from './onboardingSlice';

const reduce = onboardingSlice.reducer;

describe('onboarding-completed list', () => {
  it('starts empty and accumulates dismissed hints, each once', () => {
    const first = reduce(undefined, hintDismissed(HINTS.homeWelcome));
    const second = reduce(reduce(first, hintDismissed(HINTS.sellDesktopSite)), hintDismissed(HINTS.homeWelcome));
    expect(reduce(undefined, { type: 'init' })).toEqual({ completed: [] });
    expect(second).toEqual({ completed: ['home-welcome', 'sell-desktop-site'] });
  });

  it('answers whether a hint was dismissed', () => {
    const store = makeStore();
    expect(selectHintDismissed(store.getState(), HINTS.homeWelcome)).toBe(false);
    store.dispatch(hintDismissed(HINTS.homeWelcome));
    expect(selectHintDismissed(store.getState(), HINTS.homeWelcome)).toBe(true);
    expect(selectHintDismissed(store.getState(), HINTS.sellDesktopSite)).toBe(false);
  });

  it('is kept in the browser and read back by the next visit', async () => {
    const storage = memoryStorage();
    const first = makeStore({ storage });
    await waitFor(() => expect(selectRehydrated(first.getState())).toBe(true));
    first.dispatch(hintDismissed(HINTS.sellDesktopSite));
    await waitFor(() => expect([...storage.items.values()].join()).toContain('sell-desktop-site'));

    const next = makeStore({ storage });
    await waitFor(() => expect(selectRehydrated(next.getState())).toBe(true));
    expect(selectHintDismissed(next.getState(), HINTS.sellDesktopSite)).toBe(true);
    expect(selectHintDismissed(next.getState(), HINTS.homeWelcome)).toBe(false);
  });
});
