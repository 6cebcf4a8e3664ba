import { ANY_EVENT, EVERYTHING, eventTag, touches, type CacheScope, type CacheTag } from './cacheScope';

interface Entry {
  key: string;
  value: Promise<unknown>;
  expires: number;
  /** Known once the load has finished; until then any write may have come too late for it. */
  tags: ReadonlySet<CacheTag> | null;
  /** The writes heard while it was loading: judged against its tags once they are known. */
  heard: CacheScope[];
}

/**
 * The longest key kept or remembered. The pages readers share have short URLs (explore with every filter is about
 * 200 characters); a caller can send up to the server's 16 kB of request line, and 30,000 such keys would hold 480 MB.
 */
export const MAX_KEPT_KEY_LENGTH = 1024;

/** How often in an entry's lifetime expired entries are dropped. */
const SWEEPS_A_LIFETIME = 10;

/** Writes remembered for one loading read; past this many it counts as having heard everything. */
const MAX_HEARD = 64;

/** The tags of a loaded value: the events it shows, and whether its order follows their figures. */
export type Tagger<T> = (value: T) => Iterable<CacheTag>;

/**
 * Results of read-mostly queries (event lists, search pages, an event's listings), kept for `ttlMs`. A
 * write drops the entries its scope touches (cacheScope.ts), here and, through signals, in every process.
 * Concurrent misses of one key share one query, so a burst of identical reads costs the database one round
 * trip. Writes in other processes arrive as signals (src/server/signals); ttlMs bounds how stale a write
 * nobody signalled (SQL by hand, a lost listening connection) can leave a read; 0 turns caching off.
 */
export class ReadCache {
  private entries = new Map<string, Entry>();

  /** The finished entries held, by tag: a write looks up what it touches instead of asking every entry. */
  private byTag = new Map<CacheTag, Set<Entry>>();

  /** Loads still running, whether later readers may join them or a write has set them aside. */
  private loading = new Set<Entry>();

  /**
   * Keys missed once lately: a key is kept only on its second miss. A read nobody repeats (another page, a filter
   * of one reader's, a junk parameter) is not worth its memory, and held, each cost the API more than the rest of
   * the cache (tags to index, a large body to collect); a flood of such reads no longer pushes out the pages many
   * readers share. Two generations of sets, each at most a lifetime long and `maxEntries` keys, so a first miss is
   * remembered for one to two lifetimes: a map ordered by expiry, trimmed from its front, cost as much again (each
   * walk from the front stepped over the slots deleted before it).
   */
  private missedNow = new Set<string>();
  private missedEarlier = new Set<string>();
  private generationEnds = 0;

  /** When expired entries are next looked for: they are never served (a read checks), only held a little longer. */
  private nextSweep = 0;

  private readonly enabled: boolean;

  constructor(
    private ttlMs: number,
    // Enough for every distinct read of a busy TTL (an event page or listings page per upcoming event, the
    // explore and search pages): with 1,000, the soak's reads evicted one another before any second read.
    private readonly maxEntries = 10_000,
  ) {
    this.enabled = ttlMs > 0;
  }

  get lifetimeMs(): number {
    return this.enabled ? this.ttlMs : 0;
  }

  /**
   * How long entries live from now on (a cache made with 0 stays off). A shorter lifetime applies to the
   * entries already held too, so that none outlives it.
   */
  setLifetime(ttlMs: number): void {
    if (!this.enabled || ttlMs === this.ttlMs) return;
    if (ttlMs < this.ttlMs) {
      const latest = Date.now() + ttlMs;
      for (const entry of [...this.entries.values(), ...this.loading]) entry.expires = Math.min(entry.expires, latest);
    }
    this.ttlMs = ttlMs;
  }

  /**
   * Drops what `scope` may have changed. A read still loading may have started before the write: no later reader
   * joins it, and once it has finished it is kept only if no write heard meanwhile touches what it shows (under
   * load, most reads are still loading when the next write arrives; dropping them all kept almost nothing).
   */
  invalidate(scope: CacheScope = EVERYTHING): void {
    if (scope.kind === 'nothing') return;
    for (const entry of this.loading) {
      // A load that runs through this many writes will not be kept anyway; a bound keeps a hung one small.
      if (entry.heard.length < MAX_HEARD) entry.heard.push(scope);
      else entry.heard = [EVERYTHING];
      this.remove(entry);
    }
    if (scope.kind === 'everything') {
      this.entries.clear();
      this.byTag.clear();
      return;
    }
    for (const tag of [eventTag(scope.eventId), ANY_EVENT] as const) {
      for (const entry of this.byTag.get(tag) ?? []) this.remove(entry);
    }
  }

  read<T>(key: string, tagsOf: Tagger<T>, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    this.dropExpired(now);
    if (hit !== undefined) this.remove(hit);
    if (this.entries.size >= this.maxEntries) this.remove(this.entries.values().next().value as Entry);
    // A key's first miss: its load is shared by the readers who come meanwhile, then dropped, not kept. An
    // over-long key (a URL padded by a caller) is never kept nor remembered, so what keys hold stays bounded.
    const passing = key.length > MAX_KEPT_KEY_LENGTH || !this.missedBefore(key, now);
    const entry: Entry = { key, value, expires: now + this.ttlMs, tags: null, heard: [] };
    // Made last, so it goes to the end: the Map's order stays the order of expiry.
    this.entries.set(key, entry);
    this.loading.add(entry);
    value.then(
      (loaded) => (passing ? this.letGo(entry) : this.loaded(entry, new Set(tagsOf(loaded)))),
      // A failed read is not kept.
      () => this.letGo(entry),
    );
    return value;
  }

  /** Whether `key` was missed lately (missedNow); if not, remembers this miss. */
  private missedBefore(key: string, now: number): boolean {
    if (now >= this.generationEnds || this.missedNow.size >= this.maxEntries) {
      // After a quiet spell longer than a generation, the last one is too old to count.
      this.missedEarlier = now >= this.generationEnds + this.ttlMs ? new Set() : this.missedNow;
      this.missedNow = new Set();
      this.generationEnds = now + this.ttlMs;
    }
    if (this.missedNow.delete(key) || this.missedEarlier.delete(key)) return true;
    this.missedNow.add(key);
    return false;
  }

  /** A load that is over and not kept (a first miss, a failure): the readers who joined it have it, no later one will. */
  private letGo(entry: Entry): void {
    this.loading.delete(entry);
    this.remove(entry);
  }

  /**
   * A finished read is indexed by its tags. One a write set aside comes back if nothing heard while it loaded
   * touches it and no newer read took its key.
   */
  private loaded(entry: Entry, tags: ReadonlySet<CacheTag>): void {
    this.loading.delete(entry);
    entry.tags = tags;
    if (entry.heard.length > 0) {
      const untouched = entry.heard.every((scope) => !touches(scope, tags));
      entry.heard = [];
      if (!untouched || this.entries.has(entry.key) || entry.expires <= Date.now()) return;
      this.entries.set(entry.key, entry);
    }
    if (this.entries.get(entry.key) !== entry) return;
    for (const tag of tags) {
      const held = this.byTag.get(tag);
      if (held === undefined) this.byTag.set(tag, new Set([entry]));
      else held.add(entry);
    }
  }

  /** Takes `entry` out of the cache and the index, if it is the one held for its key. */
  private remove(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    for (const tag of entry.tags ?? []) {
      const held = this.byTag.get(tag);
      held?.delete(entry);
      if (held?.size === 0) this.byTag.delete(tag);
    }
  }

  /**
   * Every entry lives ttlMs and the Map keeps them in the order they were made: the expired ones are first. Looked
   * for a few times a lifetime, not on every miss: each walk from the front steps over the slots deleted before it.
   */
  private dropExpired(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.ttlMs / SWEEPS_A_LIFETIME;
    for (const entry of this.entries.values()) {
      if (entry.expires > now) return;
      this.remove(entry);
    }
  }
}
