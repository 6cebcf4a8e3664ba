import { sql, type Kysely } from 'kysely';

/**
 * The text event search matches against. A query must use this exact expression for the
 * trigram index below to serve it (e.g. `where <expr> like '%' || lower($1) || '%'`).
 */
export const CONCERT_SEARCH_TEXT = sql.raw(`lower(name || ' ' || artist || ' ' || venue || ' ' || city)`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // unaccent is not immutable, so it cannot be part of the index; it is there for queries to use.
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create index concerts_search_trgm on concerts using gin ((${CONCERT_SEARCH_TEXT}) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The extensions stay: other objects in a shared database may use them.
  await sql`drop index concerts_search_trgm`.execute(db);
}
