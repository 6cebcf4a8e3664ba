import type { Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely/migration';
import type { Database } from './database';
import { migrations } from './migrations';

function migrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error !== undefined) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return (result.results ?? []).map((r) => r.migrationName);
}

/** Brings the schema up to date; returns the names of the migrations that ran. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return unwrap(await migrator(db).migrateToLatest());
}

/** Undoes every migration (tests and local resets). */
export async function migrateAllDown(db: Kysely<Database>): Promise<string[]> {
  return unwrap(await migrator(db).migrateTo(NO_MIGRATIONS));
}

/** The migrations this code has that the database has not run (empty when it is up to date). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await migrator(db).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
