import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { runAdminStatement } from '../db/adminStatement';
import { createDatabase, pgliteDatabase } from '../db/createDatabase';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { freshPglite, migratedPglite } from './pgliteSnapshot';

// Starting PGlite (WebAssembly) and migrating takes a few seconds under Jest, more with parallel workers.
jest.setTimeout(60_000);

export interface TestDatabase {
  db: Kysely<Database>;
  /** The PostgreSQL database's own URL, for a second connection (a command run on it); null on PGlite. */
  url: string | null;
  /** Closes the connection (if still open) and removes the throwaway database. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Start with every migration run (default false: empty and unmigrated). */
  migrated?: boolean;
}

/**
 * A database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set (CI),
 * a fresh PostgreSQL database created beside it and dropped afterwards, so test files running in
 * parallel never see each other's rows.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') {
    const pglite = options.migrated === true ? await migratedPglite() : await freshPglite();
    const db = pgliteDatabase(pglite);
    // Kysely closes PGlite only if it ever ran a query: a test that never did would keep Jest from exiting.
    return {
      db,
      url: null,
      drop: async () => {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      },
    };
  }
  // A prefix of lower-case letters, digits and underscores keeps runs sharing one server apart (TEST_DATABASE_PREFIX).
  const prefix = /^[a-z0-9_]*$/.test(process.env.TEST_DATABASE_PREFIX ?? '') ? (process.env.TEST_DATABASE_PREFIX ?? '') : '';
  const name = `${prefix}test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  if (options.migrated === true) await migrateToLatest(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
