import { eventScope, eventTag, NOTHING, ANY_EVENT, type CacheTag } from './cacheScope';
import { ReadCache } from './readCache';

const untagged = (): CacheTag[] => [];

describe('ReadCache', () => {
  it('runs one load for concurrent reads of a key and keeps its result', async () => {
    const cache = new ReadCache(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return `value ${loads}`;
    };
    const values = await Promise.all([cache.read('k', untagged, load), cache.read('k', untagged, load), cache.read('k', untagged, load)]);
    expect(values).toEqual(['value 1', 'value 1', 'value 1']);
    expect(await cache.read('k', untagged, load)).toBe('value 1');
    expect(await cache.read('other', untagged, load)).toBe('value 2');
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
      expect(await cache.read('k', untagged, load)).toBe(1);
      now.mockReturnValue(1_000_999);
      expect(await cache.read('k', untagged, load)).toBe(1);
      now.mockReturnValue(1_001_000);
      expect(await cache.read('k', untagged, load)).toBe(2);
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
    await small.read('a', untagged, load);
    await small.read('b', untagged, load);
    await small.read('c', untagged, load);
    expect(await small.read('a', untagged, load)).toBe(6);
    expect(await small.read('c', untagged, load)).toBe(5);
  });

  describe('dropping what a write changed', () => {
    const cache = new ReadCache(60_000);
    let n = 0;
    const load = async () => (n += 1);
    const fill = async () => {
      await cache.read('listings of 7', () => [eventTag(7)], load);
      await cache.read('page showing 7 and 8', () => [eventTag(7), eventTag(8)], load);
      await cache.read('page showing 8', () => [eventTag(8)], load);
      await cache.read('cheapest first, showing 8', () => [eventTag(8), ANY_EVENT], load);
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

    /** A read of `key` showing `tags` that finishes when told, with -1. */
    const slowRead = (key: string, tags: CacheTag[]) => {
      let finish: () => void = () => undefined;
      const value = cache.read(key, () => tags, () => new Promise<number>((resolve) => (finish = () => resolve(-1))));
      return { value, finish: () => finish() };
    };

    it('keeps no later reader waiting on a read a write overtook: it may have started before the write', async () => {
      cache.invalidate();
      const slow = slowRead('loading', [eventTag(7)]);
      cache.invalidate(eventScope(99));
      expect(await cache.read('loading', untagged, async () => 42)).toBe(42);
      slow.finish();
      expect(await slow.value).toBe(-1);
      expect(await cache.read('loading', untagged, async () => 43)).toBe(42);
    });

    it('keeps a read that finishes after a write it does not show', async () => {
      cache.invalidate();
      const slow = slowRead('loading', [eventTag(7)]);
      cache.invalidate(eventScope(99));
      slow.finish();
      expect(await slow.value).toBe(-1);
      expect(await cache.read('loading', untagged, async () => 42)).toBe(-1);
    });

    it('drops a read that finishes after a write it shows, heard at any time while it loaded', async () => {
      cache.invalidate();
      const slow = slowRead('loading', [eventTag(7), eventTag(8)]);
      cache.invalidate(eventScope(99));
      cache.invalidate(eventScope(8));
      cache.invalidate(eventScope(98));
      slow.finish();
      expect(await slow.value).toBe(-1);
      expect(await cache.read('loading', untagged, async () => 42)).toBe(42);
    });

    it('drops a read that loads through more writes than it remembers, whichever they were', async () => {
      cache.invalidate();
      const slow = slowRead('loading', [eventTag(7)]);
      for (let id = 100; id < 200; id += 1) cache.invalidate(eventScope(id));
      slow.finish();
      await slow.value;
      expect(await cache.read('loading', untagged, async () => 42)).toBe(42);
    });

    it('drops a read ranked by figures that finishes after any event changed, and any read after a change to everything', async () => {
      cache.invalidate();
      const ranked = slowRead('cheapest first', [eventTag(7), ANY_EVENT]);
      const plain = slowRead('page showing 7', [eventTag(7)]);
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
      await cache.read('explore', () => [eventTag(1)], async () => 'showing 1');
      now.mockReturnValue(1_001_000);
      await cache.read('explore', () => [eventTag(2)], async () => 'showing 2');
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
      expect(await cache.read('held', untagged, load)).toBe(1);
      cache.setLifetime(2000);
      now.mockReturnValue(1_002_000);
      expect(await cache.read('held', untagged, load)).toBe(2);
      cache.setLifetime(30_000);
      now.mockReturnValue(1_004_000);
      expect(await cache.read('held', untagged, load)).toBe(3);
      now.mockReturnValue(1_033_999);
      expect(await cache.read('held', untagged, load)).toBe(3);
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
