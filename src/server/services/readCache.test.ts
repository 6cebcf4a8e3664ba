import { eventScope, eventTag, NOTHING, ANY_EVENT, type CacheTag } from './cacheScope';
import { MAX_KEPT_KEY_LENGTH, ReadCache } from './readCache';

const untagged = (): CacheTag[] => [];

/** Reads `key` twice, one after the other: the cache keeps a key from its second miss. */
async function readTwice<T>(cache: ReadCache, key: string, tagsOf: () => CacheTag[], load: () => Promise<T>): Promise<T> {
  await cache.read(key, tagsOf, load);
  return cache.read(key, tagsOf, load);
}

describe('ReadCache', () => {
  it('runs one load for concurrent reads of a key, and keeps a key from its second miss', async () => {
    const cache = new ReadCache(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return `value ${loads}`;
    };
    const values = await Promise.all([cache.read('k', untagged, load), cache.read('k', untagged, load), cache.read('k', untagged, load)]);
    expect(values).toEqual(['value 1', 'value 1', 'value 1']);
    // The burst was one miss: its answer went to those who asked, and was not kept.
    expect(await cache.read('k', untagged, load)).toBe('value 2');
    expect(await cache.read('k', untagged, load)).toBe('value 2');
    expect(await cache.read('other', untagged, load)).toBe('value 3');
    expect(await cache.read('k', untagged, load)).toBe('value 2');
  });

  it('remembers a first miss for one to two lifetimes: a key read less often than that is never kept', async () => {
    const cache = new ReadCache(1000);
    let n = 0;
    const load = async () => (n += 1);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      expect(await cache.read('rare', untagged, load)).toBe(1);
      expect(await cache.read('now and then', untagged, load)).toBe(2);
      now.mockReturnValue(1_001_500);
      // Missed in the generation before: a second miss, kept.
      expect(await cache.read('now and then', untagged, load)).toBe(3);
      expect(await cache.read('now and then', untagged, load)).toBe(3);
      now.mockReturnValue(1_003_000);
      // Two lifetimes on, the first miss is forgotten: a first miss again, not kept; the next one is.
      expect(await cache.read('rare', untagged, load)).toBe(4);
      expect(await cache.read('rare', untagged, load)).toBe(5);
      expect(await cache.read('rare', untagged, load)).toBe(5);
    } finally {
      now.mockRestore();
    }
  });

  it('keeps the pages readers share through a flood of reads nobody repeats', async () => {
    const cache = new ReadCache(60_000, 100);
    let n = 0;
    const load = async () => (n += 1);
    const shared = await readTwice(cache, 'explore', untagged, load);
    for (let i = 0; i < 1000; i += 1) await cache.read(`explore?junk=${i}`, untagged, load);
    expect(await cache.read('explore', untagged, load)).toBe(shared);
  });

  it('never keeps nor remembers an over-long key, however often it is read', async () => {
    const cache = new ReadCache(60_000);
    let n = 0;
    const load = async () => (n += 1);
    const padded = `/api/concerts?junk=${'x'.repeat(MAX_KEPT_KEY_LENGTH)}`;
    expect([await cache.read(padded, untagged, load), await cache.read(padded, untagged, load), await cache.read(padded, untagged, load)]).toEqual([1, 2, 3]);
    const longest = 'k'.repeat(MAX_KEPT_KEY_LENGTH);
    expect(await readTwice(cache, longest, untagged, load)).toBe(5);
    expect(await cache.read(longest, untagged, load)).toBe(5);
  });

  it('loads again after invalidate()', async () => {
    const cache = new ReadCache(60_000);
    let n = 0;
    const load = async () => (n += 1);
    expect(await cache.read('k', untagged, load)).toBe(1);
    cache.invalidate();
    expect(await cache.read('k', untagged, load)).toBe(2);
  });

  it('loads again once an entry is older than its time to live', async () => {
    const cache = new ReadCache(1000);
    let n = 0;
    const load = async () => (n += 1);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      expect(await readTwice(cache, 'k', untagged, load)).toBe(2);
      now.mockReturnValue(1_000_999);
      expect(await cache.read('k', untagged, load)).toBe(2);
      now.mockReturnValue(1_001_000);
      expect(await cache.read('k', untagged, load)).toBe(3);
    } finally {
      now.mockRestore();
    }
  });

  it('keeps no failure: the next read tries again', async () => {
    const cache = new ReadCache(60_000);
    await expect(cache.read('k', untagged, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('k', untagged, async () => 'back')).toBe('back');
  });

  it('loads every time with a time to live of 0, and keeps at most maxEntries keys', async () => {
    let n = 0;
    const load = async () => (n += 1);
    const off = new ReadCache(0);
    expect([await off.read('k', untagged, load), await off.read('k', untagged, load)]).toEqual([1, 2]);
    const small = new ReadCache(60_000, 2);
    expect(await readTwice(small, 'a', untagged, load)).toBe(4);
    await readTwice(small, 'b', untagged, load);
    expect(await readTwice(small, 'c', untagged, load)).toBe(8);
    expect(await small.read('c', untagged, load)).toBe(8);
    // 'a' made way for 'c', and its first miss has been forgotten too.
    expect(await small.read('a', untagged, load)).toBe(9);
    expect(await small.read('a', untagged, load)).toBe(10);
  });

  describe('dropping what a write changed', () => {
    const cache = new ReadCache(60_000);
    let n = 0;
    const load = async () => (n += 1);
    const fill = async () => {
      await readTwice(cache, 'listings of 7', () => [eventTag(7)], load);
      await readTwice(cache, 'page showing 7 and 8', () => [eventTag(7), eventTag(8)], load);
      await readTwice(cache, 'page showing 8', () => [eventTag(8)], load);
      await readTwice(cache, 'cheapest first, showing 8', () => [eventTag(8), ANY_EVENT], load);
    };
    const kept = async () => {
      const keys = ['listings of 7', 'page showing 7 and 8', 'page showing 8', 'cheapest first, showing 8'];
      const stillHeld: string[] = [];
      for (const key of keys) {
        const loadsBefore = n;
        await cache.read(key, untagged, load);
        if (n === loadsBefore) stillHeld.push(key);
      }
      return { stillHeld };
    };

    it("drops an event's own reads, the lists showing it and the lists ranked by figures; keeps the rest", async () => {
      await fill();
      cache.invalidate(eventScope(7));
      expect((await kept()).stillHeld).toEqual(['page showing 8']);
    });

    it('drops nothing for a write that changed nothing cached', async () => {
      cache.invalidate();
      await fill();
      cache.invalidate(NOTHING);
      expect((await kept()).stillHeld).toHaveLength(4);
    });

    /**
     * A read of `key` showing `tags` that finishes when told, with -1: the key's second miss (after one that
     * was answered at once), so that it is kept if nothing it shows changes. Each test names its own keys.
     */
    const slowRead = async (key: string, tags: CacheTag[]) => {
      await cache.read(key, () => tags, async () => 0);
      let finish: () => void = () => undefined;
      const value = cache.read(key, () => tags, () => new Promise<number>((resolve) => (finish = () => resolve(-1))));
      return { value, finish: () => finish() };
    };

    it('keeps no later reader waiting on a read a write overtook: it may have started before the write', async () => {
      const slow = await slowRead('overtaken', [eventTag(7)]);
      cache.invalidate(eventScope(99));
      expect(await cache.read('overtaken', untagged, async () => 42)).toBe(42);
      expect(await cache.read('overtaken', untagged, async () => 43)).toBe(43);
      slow.finish();
      expect(await slow.value).toBe(-1);
      // The later read that was kept stays: the overtaken one does not take its place.
      expect(await cache.read('overtaken', untagged, async () => 44)).toBe(43);
    });

    it('keeps a read that finishes after a write it does not show', async () => {
      const slow = await slowRead('untouched', [eventTag(7)]);
      cache.invalidate(eventScope(99));
      slow.finish();
      expect(await slow.value).toBe(-1);
      expect(await cache.read('untouched', untagged, async () => 42)).toBe(-1);
    });

    it('drops a read that finishes after a write it shows, heard at any time while it loaded', async () => {
      const slow = await slowRead('touched', [eventTag(7), eventTag(8)]);
      cache.invalidate(eventScope(99));
      cache.invalidate(eventScope(8));
      cache.invalidate(eventScope(98));
      slow.finish();
      expect(await slow.value).toBe(-1);
      expect(await cache.read('touched', untagged, async () => 42)).toBe(42);
    });

    it('drops a read that loads through more writes than it remembers, whichever they were', async () => {
      const slow = await slowRead('long', [eventTag(7)]);
      for (let id = 100; id < 200; id += 1) cache.invalidate(eventScope(id));
      slow.finish();
      await slow.value;
      expect(await cache.read('long', untagged, async () => 42)).toBe(42);
    });

    it('drops a read ranked by figures that finishes after any event changed, and any read after a change to everything', async () => {
      const ranked = await slowRead('cheapest first', [eventTag(7), ANY_EVENT]);
      const plain = await slowRead('page showing 7', [eventTag(7)]);
      cache.invalidate(eventScope(99));
      ranked.finish();
      await ranked.value;
      expect(await cache.read('cheapest first', untagged, async () => 42)).toBe(42);
      cache.invalidate();
      plain.finish();
      await plain.value;
      expect(await cache.read('page showing 7', untagged, async () => 43)).toBe(43);
    });
  });

  it("drops a key by the tags of what it holds now, not of what it held before it expired", async () => {
    const cache = new ReadCache(1000);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      await readTwice(cache, 'explore', () => [eventTag(1)], async () => 'showing 1');
      now.mockReturnValue(1_001_000);
      await readTwice(cache, 'explore', () => [eventTag(2)], async () => 'showing 2');
      cache.invalidate(eventScope(1));
      expect(await cache.read('explore', untagged, async () => 'loaded again')).toBe('showing 2');
      cache.invalidate(eventScope(2));
      expect(await cache.read('explore', untagged, async () => 'loaded again')).toBe('loaded again');
    } finally {
      now.mockRestore();
    }
  });

  it('applies a shorter lifetime to what it holds already, and a longer one to what comes next', async () => {
    const cache = new ReadCache(30_000);
    let n = 0;
    const load = async () => (n += 1);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      expect(await readTwice(cache, 'held', untagged, load)).toBe(2);
      cache.setLifetime(2000);
      now.mockReturnValue(1_002_000);
      expect(await cache.read('held', untagged, load)).toBe(3);
      cache.setLifetime(30_000);
      now.mockReturnValue(1_004_000);
      // Its miss at 1_002_000 is remembered: this one is its second, kept for the new lifetime.
      expect(await cache.read('held', untagged, load)).toBe(4);
      now.mockReturnValue(1_033_999);
      expect(await cache.read('held', untagged, load)).toBe(4);
      expect(cache.lifetimeMs).toBe(30_000);
    } finally {
      now.mockRestore();
    }
  });

  it('stays off when made with a lifetime of 0, whatever it is told later', async () => {
    const off = new ReadCache(0);
    off.setLifetime(30_000);
    let n = 0;
    const load = async () => (n += 1);
    expect([await off.read('k', untagged, load), await off.read('k', untagged, load)]).toEqual([1, 2]);
    expect(off.lifetimeMs).toBe(0);
  });
});
