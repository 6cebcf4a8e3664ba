/** A count within a window that starts at its key's first hit and lasts `windowMs`. */
export interface WindowCount {
  count: number;
  /** Until the window ends and the count starts again from nothing. */
  resetInMs: number;
}

/** Counters behind the rate limits: in this process's memory, or shared by every process through Redis. */
export interface Counters {
  /** Adds one to the key's count and returns it. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's count now, without adding. */
  peek(key: string): Promise<WindowCount>;
}

/** Where the counters are kept, as /healthz reports it. */
export type CountersState = 'memory' | 'redis' | 'memory-redis-unreachable';

/** Keys as an operator reads them in Redis: `fantickets:limit:signin-ip:203.0.113.9`. */
export function limitKey(rule: string, key: string): string {
  return `fantickets:limit:${rule}:${key}`;
}
