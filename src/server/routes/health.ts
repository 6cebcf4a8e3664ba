import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE } from '../db/databaseUnavailable';

/** For load balancers and orchestrators: healthy only when the database answers. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ error: DATABASE_UNAVAILABLE });
    }
  });
}
