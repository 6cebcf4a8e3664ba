import { sql, type Kysely } from 'kysely';

/**
 * Issue 20: users.role has held 'USER' since the first migration, and nothing wrote another value; from here
 * it is USER or ADMIN, and the database refuses anything else (a typo in a hand-written update included).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add constraint users_role check (role in ('USER', 'ADMIN'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_role`.execute(db);
}
