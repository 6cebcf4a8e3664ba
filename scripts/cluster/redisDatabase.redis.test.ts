import { Redis } from 'ioredis';
import { emptyRedisDatabase, namedDatabase } from './redisDatabase';

/** Needs Redis (REDIS_URL, set or found running: jest.config.js); uses logical database 3 when it names it. */
const DATABASE_3 = new URL(process.env.REDIS_URL as string);
DATABASE_3.pathname = '/3';

describe('the Redis database npm run cluster counts in', () => {
  it('is the one REDIS_URL names, cleared of a previous run\'s keys and of its own when released, others left alone', async () => {
    const url = DATABASE_3.toString();
    const other = new Redis(url);
    await other.set('fantickets:limit:signin-ip:203.0.113.9', '4');
    await other.set('someone-else:key', 'kept');
    const chosen = await emptyRedisDatabase(url);
    expect(chosen.url).toBe(url);
    expect(await other.get('fantickets:limit:signin-ip:203.0.113.9')).toBeNull();
    await other.set('fantickets:limit:signup-ip:203.0.113.9', '1');
    await chosen.release();
    expect(await other.keys('fantickets:*')).toEqual([]);
    expect(await other.get('someone-else:key')).toBe('kept');
    await other.del('someone-else:key');
    other.disconnect();
  });

  it('reads the number from the path, and refuses one that is no number', () => {
    expect(namedDatabase('redis://127.0.0.1:6379')).toBeNull();
    expect(namedDatabase('redis://127.0.0.1:6379/')).toBeNull();
    expect(namedDatabase('redis://:secret@127.0.0.1:6379/3')).toBe(3);
    expect(() => namedDatabase('redis://127.0.0.1:6379/three')).toThrow("REDIS_URL names database 'three': a database is a whole number (redis://host:6379/3)");
  });
});
