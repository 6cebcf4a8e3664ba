import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** At most `max` hits per `perMs` for each key, in a window that starts at the key's first hit. */
export interface Limit {
  name: string;
  max: number;
  perMs: number;
}

/** A key's count in its window, and how long until the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Where the limits count, as /healthz reports it. */
export type CountersState = 'memory' | 'redis' | 'memory-redis-unreachable';

/** Counts against limits: in this process's memory, or shared by every process through Redis. */
export interface Limits {
  /** Adds one to the key's count (over the limit too) and returns it. */
  hit(limit: Limit, key: string): Promise<WindowCount>;
  /** The key's count now, without adding. */
  peek(limit: Limit, key: string): Promise<WindowCount>;
  /** Where the counts go now, Redis asked afresh. */
  check(): Promise<CountersState>;
  close(): Promise<void>;
}

/** How long a count may wait for Redis before this process counts it alone. */
const REDIS_TIMEOUT_MS = 500;
/** How long startup waits for Redis before counting in memory until it answers. */
const REDIS_READY_MS = 2000;

const windowOf = (res: RateLimiterRes | null): WindowCount => (res === null ? { count: 0, resetInMs: 0 } : { count: res.consumedPoints, resetInMs: Math.max(res.msBeforeNext, 0) });

function limitsOver(limiterFor: (limit: Limit) => RateLimiterAbstract, check: Limits['check'], close: Limits['close']): Limits {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (limit: Limit): RateLimiterAbstract => {
    let found = limiters.get(limit.name);
    if (found === undefined) limiters.set(limit.name, (found = limiterFor(limit)));
    return found;
  };
  return {
    // A refusal is the library's rejection carrying the same counts; anything else (no store at all) is an error.
    hit: (limit, key) => limiter(limit).consume(limitKey(limit.name, key)).then(windowOf, (refused: unknown) => {
      if (refused instanceof RateLimiterRes) return windowOf(refused);
      throw refused;
    }),
    peek: async (limit, key) => windowOf(await limiter(limit).get(limitKey(limit.name, key))),
    check,
    close,
  };
}

/** Keys as an operator reads them in Redis: `fantickets:limit:signin-ip:203.0.113.9`. */
export function limitKey(rule: string, key: string): string {
  return `fantickets:limit:${rule}:${key}`;
}

const options = (limit: Limit) => ({ keyPrefix: '', points: limit.max, duration: limit.perMs / 1000 });

/** Each process counts alone. */
export function memoryLimits(): Limits {
  return limitsOver((limit) => new RateLimiterMemory(options(limit)), async () => 'memory', async () => undefined);
}

/**
 * Counts every process shares through Redis. While Redis cannot be reached each process counts in its own
 * memory instead (the library's insurance limiter: the limits are then per process, never off) and says so,
 * once when Redis goes and once when it is back.
 */
export async function redisLimits(url: string, log: FastifyBaseLogger): Promise<Limits> {
  // Fails a command at once while disconnected, instead of queueing it until Redis is back.
  const redis = new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: REDIS_TIMEOUT_MS, connectTimeout: 2000 });
  let unreachable = false;
  redis.on('error', (error) => {
    if (!unreachable) log.warn({ err: error }, 'rate limits: Redis unreachable; counting in this process until it answers');
    unreachable = true;
  });
  redis.on('ready', () => {
    if (unreachable) log.info('rate limits: Redis answers again; counting in Redis');
    unreachable = false;
  });
  // An error (Redis refusing) ends the wait too: the counts then go to memory until it answers.
  await Promise.race([once(redis, 'ready').catch(() => undefined), new Promise((resolve) => setTimeout(resolve, REDIS_READY_MS).unref())]);
  return limitsOver(
    (limit) => new RateLimiterRedis({ ...options(limit), storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options(limit)) }),
    () =>
      redis.ping().then(
        () => 'redis',
        () => 'memory-redis-unreachable',
      ),
    async () => {
      // QUIT needs a connection; without one, stop the client's reconnecting at once.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  );
}

