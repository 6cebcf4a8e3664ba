/** At most `max` events per key in any `perMs` window, counted in this process's memory. */
export class FloodLimit {
  private readonly seen = new Map<string, number[]>();
  private recorded = 0;

  constructor(
    private readonly max: number,
    private readonly perMs: number,
  ) {}

  allows(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length < this.max;
  }

  record(key: string, now = Date.now()): void {
    this.seen.set(key, [...this.recent(key, now), now]);
    this.recorded += 1;
    if (this.recorded % 1000 === 0) this.sweep(now);
  }

  private recent(key: string, now: number): number[] {
    return (this.seen.get(key) ?? []).filter((at) => now - at < this.perMs);
  }

  /** Forgets keys with nothing left in the window, so one-off senders do not pile up. */
  private sweep(now: number): void {
    for (const key of [...this.seen.keys()]) {
      if (this.recent(key, now).length === 0) this.seen.delete(key);
    }
  }
}
