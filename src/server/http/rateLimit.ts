import { once } from 'node:events';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { throttleMessage } from '../../shared/schemas/otpSchemas';
import { limitKey, type Counters, type CountersState } from '../limits/counters';
import { MemoryCounters } from '../limits/memoryCounters';
import { countersRedis, SharedCounters } from '../limits/sharedCounters';
import { AppError } from './AppError';

/** One counter: at most `max` requests per `perMs` for each key; a null key skips the rule. */
export interface LimitRule {
  name: string;
  max: number;
  perMs: number;
  key(request: FastifyRequest): string | null;
  /** What the caller is told once over (default: wait so many seconds). */
  message?(secondsLeft: number): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that counts the request against every rule and refuses it with a 429 once any is over. */
    limitedBy(rules: LimitRule[]): preHandlerAsyncHookHandler;
    /** Where the limits count now, Redis asked afresh (/healthz). */
    checkRateLimits(): Promise<CountersState>;
  }
}

export interface RateLimitOptions {
  /** Shared counters for several processes; null keeps them in this process's memory. */
  redisUrl: string | null;
}

/** How long startup waits for Redis before counting in memory until it answers. */
const REDIS_READY_MS = 2000;

async function sharedCounters(app: FastifyInstance, redisUrl: string): Promise<SharedCounters> {
  const redis = countersRedis(redisUrl);
  const counters = new SharedCounters(redis, app.log.child({ component: 'rate-limits' }));
  app.addHook('onClose', () => counters.close());
  // An error (Redis refusing) ends the wait too: the first count then finds it unreachable.
  await Promise.race([once(redis, 'ready').catch(() => undefined), new Promise((resolve) => setTimeout(resolve, REDIS_READY_MS).unref())]);
  return counters;
}

async function rateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  let counters: Counters;
  if (options.redisUrl === null) {
    counters = new MemoryCounters();
    app.decorate('checkRateLimits', async (): Promise<CountersState> => 'memory');
  } else {
    const shared = await sharedCounters(app, options.redisUrl);
    counters = shared;
    app.decorate('checkRateLimits', () => shared.check());
  }

  app.decorate('limitedBy', (rules: LimitRule[]): preHandlerAsyncHookHandler => async (request, reply) => {
    let waitSeconds = 0;
    let refusal = throttleMessage;
    for (const rule of rules) {
      const key = rule.key(request);
      if (key === null) continue;
      const { count, resetInMs } = await counters.hit(limitKey(rule.name, key), rule.perMs);
      const secondsLeft = Math.max(Math.ceil(resetInMs / 1000), 1);
      if (count > rule.max && secondsLeft >= waitSeconds) {
        waitSeconds = secondsLeft;
        refusal = rule.message ?? throttleMessage;
      }
    }
    if (waitSeconds > 0) {
      reply.header('Retry-After', String(waitSeconds));
      throw new AppError(429, refusal(waitSeconds));
    }
  });
}

export default fp(rateLimit, { name: 'rate-limit', fastify: '5.x' });
