import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Where a database's notifications can be heard: the embedded PGlite itself, or a PostgreSQL server's address. */
export type SignalSource = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; connectionString: string };

const sources = new WeakMap<Kysely<Database>, SignalSource>();

/** Called by whoever makes a Kysely instance, so the app can later listen on the same database. */
export function rememberSignalSource(db: Kysely<Database>, source: SignalSource): Kysely<Database> {
  sources.set(db, source);
  return db;
}

export function signalSourceOf(db: Kysely<Database>): SignalSource | undefined {
  return sources.get(db);
}
