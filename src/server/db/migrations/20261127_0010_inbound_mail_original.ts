import type { Kysely } from 'kysely';

/**
 * Whether a received message carries an attached message (message/rfc822 or .eml), decided once when it
 * is stored: the waiter looks for the newest such forward, so later mail without one cannot hide it.
 * Messages stored before this column count as carrying none (they are past the 30-minute window anyway).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inbound_mail')
    .addColumn('attached_original', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inbound_mail').dropColumn('attached_original').execute();
}
