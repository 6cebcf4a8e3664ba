import { sql, type Kysely } from 'kysely';

/**
 * Every provider DKIM key that proved a booking, with the first and last time a verification found it live
 * in DNS. A listing points at the key that proved it, so it can be traced after the provider rotates keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dkim_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('selector', 'text', (c) => c.notNull())
    .addColumn('key_fingerprint', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('dkim_keys_domain_selector_key', ['domain', 'selector', 'key_fingerprint'])
    .addCheckConstraint('dkim_keys_seen_order', sql`first_seen_at <= last_seen_at`)
    .execute();
  await db.schema
    .alterTable('ticket_listings')
    .addColumn('dkim_key_id', 'integer', (c) => c.references('dkim_keys.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_listings').dropColumn('dkim_key_id').execute();
  await db.schema.dropTable('dkim_keys').execute();
}
