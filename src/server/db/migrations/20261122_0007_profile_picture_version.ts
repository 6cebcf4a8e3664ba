import { sql, type Kysely } from 'kysely';

/** When the picture last changed: its URL carries this as ?v= so browsers never show a stale one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('profile_picture_updated_at', 'timestamptz').execute();
  await db
    .updateTable('users' as never)
    .set({ profile_picture_updated_at: sql`now()` } as never)
    .where(sql<boolean>`profile_picture is not null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('profile_picture_updated_at').execute();
}
