import { sql, type Kysely } from 'kysely';

/**
 * Issue 18, alerts that arrive.
 * - push_devices: a browser that asked for alerts: its device id (the SPEC push user id), the hash of the secret
 *   only that browser holds, the account signed in when it registered, and its Web Push subscription.
 * - concert_subscriptions.user_id: who subscribed (the route needs a session), so they can be e-mailed too.
 *   Subscriptions from before are dropped: they were keyed by a device id any identical browser shares, no
 *   message ever reached them, and no account stands behind them.
 * - alert_deliveries: each alert sent, so a listing alerts each recipient once whatever retries and restarts.
 * - outbox.headers: the headers of a kept e-mail (List-Unsubscribe), as an SMTP server would have received them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('endpoint', 'text')
    .addColumn('p256dh', 'text')
    .addColumn('auth', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_devices_user').on('push_devices').column('user_id').execute();

  await sql`delete from concert_subscriptions`.execute(db);
  await db.schema.alterTable('concert_subscriptions').addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade')).execute();
  await db.schema.createIndex('concert_subscriptions_user').on('concert_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('alert_deliveries')
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('ticket_listings.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('push', 'email')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_deliveries_pkey', ['listing_id', 'channel', 'recipient'])
    .execute();

  await db.schema.alterTable('outbox').addColumn('headers', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('headers').execute();
  await db.schema.dropTable('alert_deliveries').execute();
  await db.schema.alterTable('concert_subscriptions').dropColumn('user_id').execute();
  await db.schema.dropTable('push_devices').execute();
}
