import type { Kysely } from 'kysely';

/**
 * Issue 42: 'new lowest price' alerts, at most one a day per event. The row is the event's last one: a new alert
 * claims it by moving sent_at, which an upsert does only once the last is a day old, so two processes never both send.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lowest_price_alerts')
    .addColumn('concert_id', 'integer', (c) => c.primaryKey().references('concerts.id').onDelete('cascade'))
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lowest_price_alerts').execute();
}
