import type { UserRecord } from '../db/tables/accounts';
import { SessionCache, type LiveSession } from './sessionCache';

function live(userId: number, expiresAt: number): LiveSession {
  return {
    session: { id: `s${userId}`, user_id: userId, csrf_secret: 'x', created_at: new Date(0), expires_at: new Date(expiresAt) },
    user: { id: userId, name: `Fan ${userId}` } as UserRecord,
  };
}

describe('SessionCache', () => {
  let now: number;
  let cache: SessionCache;
  let loads: number;
  const loader = (found: LiveSession | undefined) => async () => {
    loads += 1;
    return found;
  };

  beforeEach(() => {
    now = 1_000_000;
    loads = 0;
    cache = new SessionCache(30_000, () => now);
    cache.setHearing(true);
  });

  it('looks a session up once, then answers from memory', async () => {
    const found = live(1, now + 60_000);
    expect(await cache.lookUp('a', loader(found))).toBe(found);
    expect((await cache.lookUp('a', loader(undefined)))?.user.name).toBe('Fan 1');
    expect(loads).toBe(1);
  });

  it('never keeps a session past its own expiry, nor past the lifetime', async () => {
    await cache.lookUp('a', loader(live(1, now + 5_000)));
    now += 5_000;
    expect(await cache.lookUp('a', loader(undefined))).toBeUndefined();
    await cache.lookUp('b', loader(live(2, now + 600_000)));
    now += 30_000;
    expect(await cache.lookUp('b', loader(undefined))).toBeUndefined();
    expect(loads).toBe(4);
  });

  it("forgets every session of a user dropped, and only theirs", async () => {
    await cache.lookUp('a', loader(live(1, now + 60_000)));
    await cache.lookUp('a2', loader(live(1, now + 60_000)));
    await cache.lookUp('b', loader(live(2, now + 60_000)));
    cache.dropUser(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b')?.user.id).toBe(2);
  });

  it('does not keep a lookup that a drop overtook: it may have read the row before the change', async () => {
    let finish: (found: LiveSession) => void = () => undefined;
    const pending = cache.lookUp('a', () => new Promise((resolve) => (finish = resolve)));
    cache.dropUser(1);
    finish(live(1, now + 60_000));
    expect((await pending)?.user.id).toBe(1);
    expect(cache.size).toBe(0);
  });

  it("keeps a lookup that only another user's drop overtook, but not one that outlived more drops than it remembers", async () => {
    let finish: (found: LiveSession) => void = () => undefined;
    const pending = cache.lookUp('a', () => new Promise((resolve) => (finish = resolve)));
    cache.dropUser(2);
    finish(live(1, now + 60_000));
    await pending;
    expect(cache.get('a')?.user.id).toBe(1);

    const slow = cache.lookUp('b', () => new Promise((resolve) => (finish = resolve)));
    for (let other = 100; other < 400; other += 1) cache.dropUser(other);
    finish(live(3, now + 60_000));
    await slow;
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps nothing until it hears changes, and starts empty each time hearing changes', async () => {
    const deaf = new SessionCache(30_000, () => now);
    await deaf.lookUp('a', loader(live(1, now + 60_000)));
    expect(deaf.size).toBe(0);
    await cache.lookUp('a', loader(live(1, now + 60_000)));
    cache.setHearing(false);
    expect(cache.size).toBe(0);
    await cache.lookUp('a', loader(live(1, now + 60_000)));
    expect(cache.size).toBe(0);
  });

  it('never keeps a session it did not find', async () => {
    await cache.lookUp('a', loader(undefined));
    expect(cache.size).toBe(0);
  });
});
