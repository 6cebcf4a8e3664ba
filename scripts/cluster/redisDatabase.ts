import { Redis } from 'ioredis';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Redis's default number of logical databases; 0 is left to everyone else. */
const DATABASES = 16;

export interface RedisDatabase {
  /** REDIS_URL with the chosen logical database as its path. */
  url: string;
  /** Deletes what the run counted there. */
  release(): Promise<void>;
}

/** Why Redis cannot be used, or null when it answers. */
export async function redisUnreachable(url = REDIS_URL): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `Redis at ${url.replace(/:[^:@/]*@/, ':***@')} is unreachable (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
}

/** Deletes the cluster's keys (a previous run's too) from the database `redis` is on. */
async function dropOurKeys(redis: Redis): Promise<void> {
  const keys = await redis.keys('fantickets:*');
  if (keys.length > 0) await redis.del(...keys);
}

/** The logical database REDIS_URL names in its path (`redis://host:6379/3`), or null when it names none. */
export function namedDatabase(url: string): number | null {
  const path = new URL(url).pathname.replace(/^\//, '');
  if (path === '') return null;
  const db = Number(path);
  if (!Number.isInteger(db) || db < 0) throw new Error(`REDIS_URL names database '${path}': a database is a whole number (redis://host:6379/3)`);
  return db;
}

/**
 * The logical database of the Redis server for this run: the one REDIS_URL names (cleared of the keys a run
 * leaves, `fantickets:*`, before and after), or else an empty one, so that the cluster's rate-limit counters
 * (keys named `fantickets:limit:…`, the same in every deployment) meet nobody else's, nor a previous run's.
 */
export async function emptyRedisDatabase(url = REDIS_URL): Promise<RedisDatabase> {
  if (namedDatabase(url) !== null) {
    const redis = new Redis(url, { maxRetriesPerRequest: 1 });
    await dropOurKeys(redis);
    return {
      url,
      release: async () => {
        await dropOurKeys(redis);
        redis.disconnect();
      },
    };
  }
  const start = 1 + (process.pid % (DATABASES - 1));
  for (let i = 0; i < DATABASES - 1; i += 1) {
    const db = 1 + ((start - 1 + i) % (DATABASES - 1));
    const chosen = new URL(url);
    chosen.pathname = `/${db}`;
    const redis = new Redis(chosen.toString(), { maxRetriesPerRequest: 1 });
    if ((await redis.dbsize()) !== 0) {
      redis.disconnect();
      continue;
    }
    return {
      url: chosen.toString(),
      release: async () => {
        await dropOurKeys(redis);
        redis.disconnect();
      },
    };
  }
  throw new Error(`Redis at ${url}: no empty logical database among 1-${DATABASES - 1}`);
}
