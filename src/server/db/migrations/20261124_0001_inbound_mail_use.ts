import type { Kysely } from 'kysely';

/**
 * A forwarded e-mail proves one listing: used_at marks it spent. dmarc and header_from keep what the
 * production mailbox found about the forwarding message itself (null where it was not checked).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inbound_mail')
    .addColumn('used_at', 'timestamptz')
    .addColumn('dmarc', 'text')
    .addColumn('header_from', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inbound_mail').dropColumn('header_from').dropColumn('dmarc').dropColumn('used_at').execute();
}
