interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/**
 * Results of read-mostly queries (event lists, search pages, an event's listings), kept for `ttlMs` and
 * dropped whole by invalidate() on every write. Concurrent misses of one key share one query, so a burst
 * of identical reads costs the database one round trip. Writes in other processes arrive as signals
 * (src/server/signals); ttlMs bounds how stale a write nobody signalled (SQL by hand, a lost listening
 * connection) can leave a read; 0 turns caching off.
 */
export class ReadCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  invalidate(): void {
    // A read still running keeps its callers, but no later reader gets it.
    this.entries.clear();
  }

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    // Oldest first out: Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed read is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
