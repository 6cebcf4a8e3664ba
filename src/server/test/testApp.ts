import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { createTestDatabase } from './testDatabase';

export interface TestAppOptions {
  /** Fill the database with the demo seed (default false: an empty, migrated database). */
  seed?: boolean;
  /** Folder the SPA is served from (default: one that does not exist). */
  staticDir?: string;
  /** More environment for loadConfig (e.g. NODE_ENV=production, OIDC_ISSUER); it wins over the test defaults. */
  env?: Record<string, string>;
  /** Sees every route as the app adds it. */
  onRoute?: (route: RouteOptions) => void;
  /** Receives the JSON log lines (give LOG_LEVEL in `env` too: tests log nothing by default). */
  logStream?: BuildOptions['logStream'];
  /** The clock background jobs judge age by. */
  clock?: BuildOptions['clock'];
  /** Sends alert pushes (default: Web Push with keys made for this app). */
  pushSender?: BuildOptions['pushSender'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Closes the app and throws its database away. Call it in afterAll. */
  close(): Promise<void>;
}

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-1234';

/**
 * The real app on a throwaway, migrated database (see createTestDatabase), not listening: call
 * app.inject(). Test-only routes may be added before the first inject. Build one per test file
 * (beforeAll): starting PGlite takes a second or two.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    STATIC_DIR: options.staticDir ?? '/nonexistent/static-dir-for-tests',
    SEED_DEMO: options.seed === true ? 'true' : 'false',
    ...options.env,
  });
  const testDb = await createTestDatabase({ migrated: true });
  let app: FastifyInstance;
  try {
    app = await buildApp({ ...config, sessionSecret: TEST_SESSION_SECRET }, { db: testDb.db, onRoute: options.onRoute, logStream: options.logStream, clock: options.clock, pushSender: options.pushSender });
  } catch (error) {
    await testDb.drop();
    throw error;
  }
  return {
    app,
    db: testDb.db,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}
