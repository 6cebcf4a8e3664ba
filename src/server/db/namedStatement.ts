import { createHash } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { Database, Db } from './database';

const pools = new WeakMap<Kysely<Database>, Pool>();

/** Called by whoever makes a Kysely instance on a `pg` pool, so executeNamed can prepare statements on it. */
export function rememberPool(db: Kysely<Database>, pool: Pool): Kysely<Database> {
  pools.set(db, pool);
  return db;
}

/** `name` and a hash of the text: each SQL text its own statement, as `pg` refuses one name for two texts. */
export function statementName(name: string, text: string): string {
  return `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * Runs `query` as a named prepared statement on the `pg` pool, so each connection plans it once instead of on
 * every run (docs/decisions/plain-catalogue-reads.md). In a transaction and on PGlite it runs unnamed.
 */
export async function executeNamed<R>(db: Db, name: string, query: CompiledQuery<R>): Promise<R[]> {
  // A transaction is not the instance the pool was remembered for, so it stays on its own connection.
  const pool = pools.get(db as Kysely<Database>);
  if (pool === undefined) return (await db.executeQuery(query)).rows;
  const result = await pool.query<R & object>({ name: statementName(name, query.sql), text: query.sql, values: [...query.parameters] });
  return result.rows;
}
