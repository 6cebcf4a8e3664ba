import { sql, type Kysely } from 'kysely';

/**
 * A verified listing keeps the DKIM signature that proved it, so a disputed listing can be traced to the
 * provider key that signed the booking. sold_source is held to the values the mark-as-sold modal offers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ticket_listings')
    .addColumn('dkim_domain', 'text')
    .addColumn('dkim_selector', 'text')
    .addColumn('dkim_key_fingerprint', 'text')
    .addColumn('dkim_signed_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('ticket_listings')
    .addCheckConstraint(
      'ticket_listings_sold_source',
      sql`sold_source is null or (ticket_status = 'SOLD'
        and sold_source in ('PLATFORM', 'REDDIT', 'INSTAGRAM', 'TWITTER', 'FRIEND', 'FACEBOOK'))`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_listings').dropConstraint('ticket_listings_sold_source').execute();
  await db.schema
    .alterTable('ticket_listings')
    .dropColumn('dkim_signed_at')
    .dropColumn('dkim_key_fingerprint')
    .dropColumn('dkim_selector')
    .dropColumn('dkim_domain')
    .execute();
}
