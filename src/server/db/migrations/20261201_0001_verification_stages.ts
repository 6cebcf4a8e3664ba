import type { Kysely } from 'kysely';

/**
 * Issue 21: where each seller's verification has got to, in the database instead of one process's memory,
 * so the wizard's polls read the same stage whichever API process answers them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_stages')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('concert_id', 'integer', (c) => c.notNull().references('concerts.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('verification_stages_pkey', ['user_id', 'concert_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_stages').execute();
}
