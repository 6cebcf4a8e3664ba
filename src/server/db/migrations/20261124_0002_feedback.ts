import { sql, type Kysely } from 'kysely';

/**
 * Suggestions and feedback from the user dropdown. They are the user's own words, so they go with the
 * account. The checks repeat the shared schema's limits as a last line of defence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('SUGGEST_EVENT', 'FEEDBACK')`))
    .addColumn('text', 'text', (c) => c.notNull().check(sql`char_length(text) between 1 and 2000`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('page', 'text', (c) => c.notNull().check(sql`char_length(page) between 1 and 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('feedback_user').on('feedback').column('user_id').execute();
  await db.schema.createIndex('feedback_created_at').on('feedback').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
