import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './database';
import { rememberSignalSource } from '../signals/signalSource';
import { recordPgliteOwner } from './pgliteOwner';
import { rememberPool } from './namedStatement';

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; null for the embedded PGlite. */
  databaseUrl: string | null;
  /** Where PGlite keeps its files (in a `pglite` subfolder); ':memory:' keeps nothing. */
  dataDir: string;
}

export const PGLITE_SUBDIR = 'pglite';

/** PGlite needs its extensions up front; CREATE EXTENSION in the migrations then finds them. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

function embedded(dataDir: string): PGlite {
  if (dataDir === ':memory:') return new PGlite({ extensions: PGLITE_EXTENSIONS });
  const folder = join(dataDir, PGLITE_SUBDIR);
  mkdirSync(folder, { recursive: true });
  recordPgliteOwner(dataDir);
  return new PGlite({ dataDir: folder, extensions: PGLITE_EXTENSIONS });
}

/** One Kysely instance for the process; destroy() closes the pool or the embedded database. */
export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  return options.databaseUrl !== null ? postgres(options.databaseUrl) : pgliteDatabase(embedded(options.dataDir));
}

export function pgliteDatabase(pglite: PGlite): Kysely<Database> {
  return rememberSignalSource(new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }), { kind: 'pglite', pglite });
}

/** How long a request waits for a connection (a new one, or a free one from the pool) before it is a 503. */
export const CONNECT_TIMEOUT_MS = 5000;

function postgres(databaseUrl: string): Kysely<Database> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // A connection lost (PostgreSQL restarted or stopped) emits 'error', which without a listener ends the
  // process: idle ones through the pool, which drops them; checked-out ones on the client itself, whose
  // next query then fails (a 503) and whose release drops it. The next query opens a new connection.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = rememberPool(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool);
  return rememberSignalSource(db, { kind: 'postgres', connectionString: databaseUrl });
}

