import { useCallback, useEffect, useReducer, useState } from 'react';

/**
 * Whole seconds left until a deadline, re-rendering every second. Counting against the clock rather than
 * ticks keeps it right when a background tab's timers are slowed down.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => (Date.now() >= endsAt ? setEndsAt(null) : rerender()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => setEndsAt(seconds > 0 ? Date.now() + seconds * 1000 : null), []);
  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
  return { secondsLeft, start };
}
