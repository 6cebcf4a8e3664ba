import { sql, type Kysely } from 'kysely';

/**
 * Extra addresses a seller forwards booking e-mails from, each proven by a code sent to it. A proven
 * address belongs to one account: the partial unique index refuses a second account proving it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sender_addresses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email) and char_length(email) between 3 and 254`))
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sender_addresses_user_email', ['user_id', 'email'])
    .execute();
  await sql`create unique index sender_addresses_verified_email on sender_addresses (email) where verified_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sender_addresses').execute();
}
