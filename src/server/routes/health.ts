import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DATABASE_UNAVAILABLE } from '../db/databaseUnavailable';
import { NoQuery, responses } from '../schemas/common';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], { description: 'degraded: serving, with something to fix (see the other fields)' }),
  rateLimits: Type.Union([Type.Literal('memory'), Type.Literal('redis'), Type.Literal('memory-redis-unreachable')], {
    description: 'Where rate limits count: this process alone (no REDIS_URL), Redis shared by every process, or this process alone because Redis cannot be reached',
  }),
});

/**
 * For load balancers and orchestrators: healthy only when the database answers (503 otherwise); degraded, and
 * still serving, while the rate limits count per process because Redis is unreachable.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/healthz',
    {
      schema: {
        summary: 'Healthy while the database answers (503 when it does not); degraded while Redis is unreachable',
        tags: ['health'],
        querystring: NoQuery,
        response: responses({ 200: Health }),
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        const rateLimits = app.rateLimitState();
        return { status: rateLimits === 'memory-redis-unreachable' ? ('degraded' as const) : ('ok' as const), rateLimits };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ error: DATABASE_UNAVAILABLE });
      }
    },
  );
}
