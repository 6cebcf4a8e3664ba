import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NoQuery, responses } from '../schemas/common';
import { DATABASE_UNAVAILABLE, healthCheck, HEALTH_CACHE_MS, HEALTH_TIMEOUT_MS } from '../services/health.service';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], { description: 'degraded: serving, with something to fix (see the other fields)' }),
  database: Type.Literal('up', { description: 'The database answered (when it does not, the answer is a 503)' }),
  redis: Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('unused')], {
    description: `Whether Redis answered a PING within ${HEALTH_TIMEOUT_MS} ms; unused without REDIS_URL`,
  }),
  rateLimits: Type.Union([Type.Literal('memory'), Type.Literal('redis'), Type.Literal('memory-redis-unreachable')], {
    description: 'Where rate limits count: this process alone (no REDIS_URL), Redis shared by every process, or this process alone because Redis cannot be reached',
  }),
});

/**
 * For load balancers, orchestrators and monitors: asks the database and Redis itself on each call (each
 * bounded, the answer shared for a second). Healthy only when the database answers (503 otherwise); degraded,
 * and still serving, while the rate limits count per process because Redis is unreachable.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  const check = healthCheck(app.db, () => app.checkRateLimits());
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/healthz',
    {
      schema: {
        summary: 'Healthy while the database answers (503 when it does not); degraded while Redis is unreachable',
        description: `Each part is asked within ${HEALTH_TIMEOUT_MS} ms; answers are shared for ${HEALTH_CACHE_MS} ms.`,
        tags: ['health'],
        querystring: NoQuery,
        response: responses({ 200: Health }),
      },
    },
    async (request, reply) => {
      const { database, redis, rateLimits } = await check();
      if (database === 'down') {
        request.log.error({ redis }, 'health check: database unavailable');
        return reply.status(503).send({ error: DATABASE_UNAVAILABLE });
      }
      return { status: redis === 'down' ? ('degraded' as const) : ('ok' as const), database, redis, rateLimits };
    },
  );
}
