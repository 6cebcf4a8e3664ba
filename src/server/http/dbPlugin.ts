import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export interface DbPluginOptions {
  db: Kysely<Database>;
}

/** Hands the app its database and closes it when the app closes. */
async function dbPlugin(app: FastifyInstance, options: DbPluginOptions): Promise<void> {
  app.decorate('db', options.db);
  app.addHook('onClose', async () => {
    await options.db.destroy();
  });
}

export default fp(dbPlugin, { name: 'db', fastify: '5.x' });
