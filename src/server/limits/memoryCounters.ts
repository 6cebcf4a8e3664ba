import type { Counters, WindowCount } from './counters';

const SWEEP_EVERY = 1000;

/** Counters in this process's memory: each process counts alone. */
export class MemoryCounters implements Counters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private hits = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    this.hits += 1;
    if (this.hits % SWEEP_EVERY === 0) this.sweep(now);
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.now();
    const window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  /** Forgets ended windows, so one-off keys do not pile up. */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
