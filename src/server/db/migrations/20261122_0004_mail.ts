import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_to_created').on('outbox').columns(['to', 'created_at desc']).execute();

  await db.schema
    .createTable('inbound_mail')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('envelope_from', 'text', (c) => c.notNull())
    .addColumn('rcpt', 'text', (c) => c.notNull())
    .addColumn('raw', 'bytea', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Verification waits for the newest message from one sender.
  await db.schema
    .createIndex('inbound_mail_sender_received')
    .on('inbound_mail')
    .columns(['envelope_from', 'received_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbound_mail').execute();
  await db.schema.dropTable('outbox').execute();
}
