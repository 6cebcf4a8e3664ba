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

/**
 * An empty logical database of the Redis server for this run: the cluster's rate-limit counters (keys named
 * `fantickets:limit:…`, the same in every deployment) then meet nobody else's, nor a previous run's.
 */
export async function emptyRedisDatabase(url = REDIS_URL): Promise<RedisDatabase> {
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
        const keys = await redis.keys('fantickets:*');
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      },
    };
  }
  throw new Error(`Redis at ${url}: no empty logical database among 1-${DATABASES - 1}`);
}
