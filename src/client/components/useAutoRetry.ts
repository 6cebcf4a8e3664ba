import { useCallback, useEffect, useRef, useState } from 'react';

export interface AutoRetry {
  /** Every retry has been spent and the load still fails. */
  exhausted: boolean;
  /** Starts over: retries now and earns a fresh set of automatic retries. */
  retryNow: () => void;
}

/**
 * Retries a failed load after each delay in turn (SPEC §4: 1 s, 2 s, 3 s); a load that settles without
 * failing earns the next failure a full set again.
 */
export function useAutoRetry(failed: boolean, settled: boolean, retry: () => void, delays: readonly number[]): AutoRetry {
  const [attempt, setAttempt] = useState(0);
  const retryRef = useRef(retry);

  useEffect(() => {
    retryRef.current = retry;
  }, [retry]);

  useEffect(() => {
    if (!failed || attempt >= delays.length) return;
    const timer = setTimeout(() => {
      setAttempt(attempt + 1);
      retryRef.current();
    }, delays[attempt]);
    return () => clearTimeout(timer);
  }, [failed, attempt, delays]);

  useEffect(() => {
    if (settled && !failed) setAttempt(0);
  }, [settled, failed]);

  const retryNow = useCallback(() => {
    setAttempt(0);
    retryRef.current();
  }, []);

  return { exhausted: failed && attempt >= delays.length, retryNow };
}
