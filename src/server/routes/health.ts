import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DATABASE_UNAVAILABLE } from '../db/databaseUnavailable';
import { NoQuery, responses } from '../schemas/common';

/** For load balancers and orchestrators: healthy only when the database answers. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/healthz',
    {
      schema: {
        summary: 'Healthy while the database answers (503 when it does not)',
        tags: ['health'],
        querystring: NoQuery,
        response: responses({ 200: Type.Object({ status: Type.Literal('ok') }) }),
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ error: DATABASE_UNAVAILABLE });
      }
    },
  );
}
