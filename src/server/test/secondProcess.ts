import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase, pgliteDatabase } from '../db/createDatabase';
import { TEST_SESSION_SECRET, type TestApp } from './testApp';
import { signalSourceOf } from '../signals/signalSource';

/**
 * Another API process on the test app's database, as a deployment runs several: on PostgreSQL its own pool,
 * on PGlite another Kysely over the same embedded database. Close it before the first app (on PGlite its
 * close ends the shared database, which the first app's close then finds closed). Use it for one step at a
 * time: on PGlite the two share one connection without sharing the lock that keeps transactions apart.
 */
export async function secondProcess(first: TestApp, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const source = signalSourceOf(first.db);
  if (source === undefined) throw new Error('the test database was not made by createDatabase');
  const db = source.kind === 'pglite' ? pgliteDatabase(source.pglite) : createDatabase({ databaseUrl: source.connectionString, dataDir: ':memory:' });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:', STATIC_DIR: '/nonexistent/static-dir-for-tests', SEED_DEMO: 'false', ...env });
  return buildApp({ ...config, sessionSecret: TEST_SESSION_SECRET }, { db });
}
