import { act } from '@testing-library/react';

/**
 * Fake timers for tests that also wait on the store: the store tells React about changes on the next
 * animation frame, so animation frames stay real.
 */
export function startFakeClock() {
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Moves fake time on by `ms`, then lets the fetches and renders that woke up settle. */
export async function tick(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 3; i += 1) {
    await act(nextFrame);
    await act(() => jest.advanceTimersByTimeAsync(0));
  }
}
