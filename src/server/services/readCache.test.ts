import { ReadCache } from './readCache';

describe('ReadCache', () => {
  it('runs one load for concurrent reads of a key and keeps its result', async () => {
    const cache = new ReadCache(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return `value ${loads}`;
    };
    const values = await Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)]);
    expect(values).toEqual(['value 1', 'value 1', 'value 1']);
    expect(await cache.read('k', load)).toBe('value 1');
    expect(await cache.read('other', load)).toBe('value 2');
  });

  it('loads again after invalidate()', async () => {
    const cache = new ReadCache(60_000);
    let n = 0;
    const load = async () => (n += 1);
    expect(await cache.read('k', load)).toBe(1);
    cache.invalidate();
    expect(await cache.read('k', load)).toBe(2);
  });

  it('loads again once an entry is older than its time to live', async () => {
    const cache = new ReadCache(1000);
    let n = 0;
    const load = async () => (n += 1);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      expect(await cache.read('k', load)).toBe(1);
      now.mockReturnValue(1_000_999);
      expect(await cache.read('k', load)).toBe(1);
      now.mockReturnValue(1_001_000);
      expect(await cache.read('k', load)).toBe(2);
    } finally {
      now.mockRestore();
    }
  });

  it('keeps no failure: the next read tries again', async () => {
    const cache = new ReadCache(60_000);
    await expect(cache.read('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('k', async () => 'back')).toBe('back');
  });

  it('loads every time with a time to live of 0, and keeps at most maxEntries keys', async () => {
    let n = 0;
    const load = async () => (n += 1);
    const off = new ReadCache(0);
    expect([await off.read('k', load), await off.read('k', load)]).toEqual([1, 2]);
    const small = new ReadCache(60_000, 2);
    await small.read('a', load);
    await small.read('b', load);
    await small.read('c', load);
    expect(await small.read('a', load)).toBe(6);
    expect(await small.read('c', load)).toBe(5);
  });
});
