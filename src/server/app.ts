import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createDatabase } from './db/createDatabase';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seedDemoData';
import dbPlugin from './http/dbPlugin';
import errorHandler from './http/errorHandler';
import notFound from './http/notFound';
import sessions from './http/sessions';
import staticSpa from './http/staticSpa';
import catalogueRoutes from './routes/catalogue';
import healthRoutes from './routes/health';
import sessionRoutes from './routes/session';
import thumbnailRoutes from './routes/thumbnails';
import type { ResolvedConfig } from './sessionSecret';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests). The app still closes it. */
  db?: Kysely<Database>;
}

/**
 * The whole server, migrated (and seeded when configured) but not listening:
 * main.ts listens, tests call app.inject().
 */
export async function buildApp(config: ResolvedConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.nodeEnv === 'production',
  });
  const db = options.db ?? createDatabase(config);
  try {
    await app.register(dbPlugin, { db });
    await migrateToLatest(db);
    if (config.seedDemo) {
      const seed = await seedDemoData(db);
      if (seed.seeded) app.log.info(seed, 'seeded demo data into the empty database');
    }
  } catch (error) {
    await app.close();
    throw error;
  }

  await app.register(errorHandler);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(sessions);
  await app.register(staticSpa, { staticDir: config.staticDir });
  await app.register(notFound);

  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(catalogueRoutes);
  await app.register(thumbnailRoutes);
  return app;
}
