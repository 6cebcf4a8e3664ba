import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { throttleMessage } from '../../shared/schemas/otpSchemas';
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
  }
}

export interface RateLimitOptions {
  /** Shared counters for several processes; null keeps them in this process's memory. */
  redisUrl: string | null;
}

async function rateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  let redis: Redis | undefined;
  if (options.redisUrl !== null) {
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  // A broken store must not lock everyone out of signing in: the request then goes uncounted.
  await app.register(fastifyRateLimit, { global: false, skipOnError: true, redis, nameSpace: 'fan-tickets-rl-' });

  app.decorate('limitedBy', (rules: LimitRule[]): preHandlerAsyncHookHandler => {
    const counters = rules.map((rule) => ({
      rule,
      count: app.createRateLimit({
        max: rule.max,
        timeWindow: rule.perMs,
        keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
      }),
    }));
    return async (request, reply) => {
      let waitSeconds = 0;
      let refusal = throttleMessage;
      for (const { rule, count } of counters) {
        if (rule.key(request) === null) continue;
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded && result.ttlInSeconds >= waitSeconds) {
          waitSeconds = Math.max(result.ttlInSeconds, 1);
          refusal = rule.message ?? throttleMessage;
        }
      }
      if (waitSeconds > 0) {
        reply.header('Retry-After', String(waitSeconds));
        throw new AppError(429, refusal(waitSeconds));
      }
    };
  });
}

export default fp(rateLimit, { name: 'rate-limit', fastify: '5.x' });
