import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { PGLITE_EXTENSIONS } from '../db/createDatabase';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * A fresh in-memory PGlite spends most of its start-up (seconds on a small CI machine) in initdb.
 * The first test worker saves the just-initialised, still empty cluster to the temp folder; every
 * later test file starts from that copy instead. The file name follows the installed PGlite build.
 */
async function snapshotPath(): Promise<string> {
  const build = await stat(require.resolve('@electric-sql/pglite'));
  return join(tmpdir(), `pglite-empty-cluster-${build.size}-${Math.floor(build.mtimeMs)}.tar`);
}

/**
 * A test database holds a few rows and is thrown away, so it runs as PostgreSQL's manual suggests for data that
 * need not survive a crash ("Non-Durable Settings"): no full-page images in the WAL, and only the WAL a restart
 * needs. It also sizes shared memory for the one connection PGlite has: the default 128 MB of buffers and 100
 * connections' worth of state are set up at every start. Query plans do not depend on these.
 */
const TEST_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['full_page_writes=off', 'wal_level=minimal', 'max_wal_senders=0', 'shared_buffers=8MB', 'max_connections=3'].flatMap((setting) => ['-c', setting]),
];

async function loadSaved(path: string | null): Promise<PGlite | null> {
  const saved = path === null ? null : await readFile(path).catch(() => null);
  return saved === null ? null : new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([saved]), startParams: TEST_START_PARAMS });
}

async function save(pglite: PGlite, path: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  // Write then rename, so a parallel worker never reads a half-written snapshot.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
}

export async function freshPglite(): Promise<PGlite> {
  const path = await snapshotPath();
  const saved = await loadSaved(path);
  if (saved !== null) return saved;

  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS, startParams: TEST_START_PARAMS });
  await pglite.waitReady;
  await save(pglite, path);
  return pglite;
}

/**
 * A PGlite with every migration run. Migrating costs about as much CPU as starting, so the first test file
 * of a run migrates and saves the result in the run's own folder (scripts/jest/runFolder.cjs); the others
 * start from that copy. A run's folder is new, so a copy never outlives the migrations it was made from.
 */
export async function migratedPglite(): Promise<PGlite> {
  const runDir = process.env.JEST_RUN_DIR;
  const path = runDir === undefined || runDir === '' ? null : join(runDir, 'pglite-migrated.tar');
  const saved = await loadSaved(path);
  if (saved !== null) return saved;

  const pglite = await freshPglite();
  // Not destroyed: that would close the PGlite the caller goes on to use.
  await migrateToLatest(new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }));
  if (path !== null) await save(pglite, path);
  return pglite;
}
