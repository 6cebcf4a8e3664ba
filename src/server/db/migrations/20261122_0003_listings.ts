import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket_listings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('concert_id', 'integer', (c) => c.notNull().references('concerts.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('verified_seat', 'text', (c) => c.notNull())
    .addColumn('verified_additional_details', 'text')
    .addColumn('verified_ticket_quantity', 'integer')
    .addColumn('verified_amount_paid', 'numeric(12, 2)')
    .addColumn('wants_exchange', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('negotiable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('seller_city', 'text')
    .addColumn('ticket_status', 'text', (c) => c.notNull().defaultTo('LISTED').check(sql`ticket_status in ('LISTED', 'SOLD')`))
    .addColumn('ticket_hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('booking_id', 'text')
    .addColumn('sold_source', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // An event's listings page by price; a seller's own listings page by price (descending by default).
  await db.schema
    .createIndex('ticket_listings_concert_status_price')
    .on('ticket_listings')
    .columns(['concert_id', 'ticket_status', 'price'])
    .execute();
  await db.schema.createIndex('ticket_listings_seller_price').on('ticket_listings').columns(['seller_id', 'price']).execute();
  await db.schema
    .createIndex('ticket_listings_booking_id')
    .on('ticket_listings')
    .column('booking_id')
    .unique()
    .where(sql.ref('booking_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_listings').execute();
}
