import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { throttleMessage } from '../../shared/schemas/otpSchemas';
import { memoryLimits, redisLimits, type CountersState, type Limit } from '../limits/limits';
import { AppError } from './AppError';

/** One counter: at most `max` requests per `perMs` for each key; a null key skips the rule. */
export interface LimitRule extends Limit {
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
  /** Shared counts for several processes; null keeps them in this process's memory. */
  redisUrl: string | null;
}

async function rateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const limits = options.redisUrl === null ? memoryLimits() : await redisLimits(options.redisUrl, app.log.child({ component: 'rate-limits' }));
  app.addHook('onClose', () => limits.close());
  app.decorate('checkRateLimits', () => limits.check());

  app.decorate('limitedBy', (rules: LimitRule[]): preHandlerAsyncHookHandler => async (request, reply) => {
    let waitSeconds = 0;
    let refusal = throttleMessage;
    for (const rule of rules) {
      const key = rule.key(request);
      if (key === null) continue;
      const { count, resetInMs } = await limits.hit(rule, key);
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
