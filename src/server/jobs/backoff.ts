const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/** How long a job waits before its next try after failing `attempts` times: 30 s, 2 min, 8 min, 32 min, then hourly. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}
