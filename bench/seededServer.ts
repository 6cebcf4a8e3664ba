import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../src/server/db/createDatabase';
import { startServer, type RunningServer } from '../e2e/support/server';
import { seedMarketplace, type Scale, type SeededMarketplace } from './marketplaceData';
import { loadRunPgAddress, withThrowawayDatabase } from './pgServer';

export type Store = 'pglite' | 'postgres';

export interface SeededServer extends SeededMarketplace {
  origin: string;
  store: Store;
  scale: Scale;
  /** Runs `run` with another server on the same database, started with `env` added (stopped after). */
  beside<T>(env: Record<string, string>, run: (origin: string) => Promise<T>): Promise<T>;
}

/** The built server's environment for a bench: no demo data (the bench seeds its own), no request logs. */
const SERVER_ENV = { SEED_DEMO: 'false', LOG_LEVEL: 'warn' };

async function seedAndServe<T>(
  store: Store,
  scale: Scale,
  options: { databaseUrl: string | null; dataDir: string },
  env: Record<string, string>,
  run: (server: SeededServer) => Promise<T>,
): Promise<T> {
  const db = createDatabase(options);
  let seeded: SeededMarketplace;
  try {
    seeded = await seedMarketplace(db, scale);
  } finally {
    await db.destroy();
  }
  const beside = async <U>(more: Record<string, string>, withOther: (origin: string) => Promise<U>): Promise<U> => {
    const other = await startServer({ ...SERVER_ENV, ...env, ...more });
    try {
      return await withOther(other.origin);
    } finally {
      await other.stop();
    }
  };
  let server: RunningServer | undefined;
  try {
    server = await startServer({ ...SERVER_ENV, ...env });
    return await run({ ...seeded, origin: server.origin, store, scale, beside });
  } finally {
    await server?.stop();
  }
}

/**
 * Seeds a throwaway database (PostgreSQL, or PGlite in a temporary folder) at `scale`, starts the built
 * server (dist/, `npm run build` first) on it, runs `run`, then stops the server and removes the database.
 */
export async function withSeededServer<T>(store: Store, scale: Scale, run: (server: SeededServer) => Promise<T>): Promise<T> {
  if (store === 'postgres') {
    return withThrowawayDatabase(
      `server_${scale.label.toLowerCase()}`,
      (url) => seedAndServe(store, scale, { databaseUrl: url, dataDir: ':memory:' }, { DATABASE_URL: url }, run),
      loadRunPgAddress().adminUrl,
    );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  try {
    return await seedAndServe(store, scale, { databaseUrl: null, dataDir }, { DATA_DIR: dataDir }, run);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
