import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, postponing: the date an event was first announced for, kept once it is postponed, so its page can
 * say "Postponed from …" (a fan's ticket still shows that date). A correction through Edit leaves it alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table concerts add column postponed_from timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table concerts drop column postponed_from`.execute(db);
}
