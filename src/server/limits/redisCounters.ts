import type { Redis } from 'ioredis';
import type { Counters, WindowCount } from './counters';

// One round trip, atomic: the first hit of a window starts its expiry.
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

const PEEK = `local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

/** Counters every process shares through Redis: a limit holds however many processes count against it. */
export class RedisCounters implements Counters {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.run(HIT, key, String(windowMs));
  }

  async peek(key: string): Promise<WindowCount> {
    return this.run(PEEK, key);
  }

  private async run(script: string, key: string, ...args: string[]): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(script, 1, key, ...args)) as [number, number];
    return { count, resetInMs: Math.max(ttl, 0) };
  }
}
