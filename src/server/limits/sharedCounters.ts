import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Counters, CountersState, WindowCount } from './counters';
import { MemoryCounters } from './memoryCounters';
import { RedisCounters } from './redisCounters';

/** How long a count may wait for Redis before this process counts it alone. */
const REDIS_TIMEOUT_MS = 500;

/**
 * The counters of a deployment with REDIS_URL: in Redis, shared by every process. While Redis cannot be
 * reached each process counts in its own memory instead (the limits are then per process, never off) and
 * says so, once when it starts and once when Redis is back.
 */
export class SharedCounters implements Counters {
  private readonly memory = new MemoryCounters();
  private readonly shared: RedisCounters;
  private unreachable = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    this.shared = new RedisCounters(redis);
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.either(
      () => this.shared.hit(key, windowMs),
      () => this.memory.hit(key, windowMs),
    );
  }

  peek(key: string): Promise<WindowCount> {
    return this.either(
      () => this.shared.peek(key),
      () => this.memory.peek(key),
    );
  }

  /** Asks Redis itself (a PING, as bounded as any count), so an idle process knows too. */
  check(): Promise<CountersState> {
    return this.either(
      async () => {
        await this.redis.ping();
        return 'redis' as const;
      },
      () => 'memory-redis-unreachable' as const,
    );
  }

  async close(): Promise<void> {
    // QUIT needs a connection; without one, stop the client's reconnecting at once.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }

  private async either<T>(shared: () => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    try {
      const count = await shared();
      if (this.unreachable) this.log.info('rate limits: Redis answers again; counting in Redis');
      this.unreachable = false;
      return count;
    } catch (error) {
      if (!this.unreachable) this.log.warn({ err: error }, 'rate limits: Redis unreachable; counting in this process until it answers');
      this.unreachable = true;
      return local();
    }
  }
}

/** A Redis client that fails a command at once while disconnected, instead of queueing it until it reconnects. */
export function countersRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: REDIS_TIMEOUT_MS, connectTimeout: 2000 });
  // Errors are reported by the counts that fail; the client keeps reconnecting on its own.
  redis.on('error', () => undefined);
  return redis;
}
