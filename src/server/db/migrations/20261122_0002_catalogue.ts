import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('concerts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('date', 'timestamptz', (c) => c.notNull())
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('artist', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('thumbnail', 'text')
    .addColumn('expected_dkim_domain', 'text', (c) =>
      c.notNull().check(sql`expected_dkim_domain in ('bookmyshow.com', 'district.in', 'skillboxes.com', 'sortmyscene.com')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Upcoming and past lists page by date; the category and city filters page by date within one value.
  await db.schema.createIndex('concerts_date_id').on('concerts').columns(['date', 'id']).execute();
  await db.schema.createIndex('concerts_name_id').on('concerts').columns(['name', 'id']).execute();
  await db.schema.createIndex('concerts_category_date').on('concerts').columns(['category_id', 'date']).execute();
  await db.schema.createIndex('concerts_city_date').on('concerts').columns(['city', 'date']).execute();

  await db.schema
    .createTable('concert_views')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('concert_id', 'integer', (c) => c.notNull().references('concerts.id').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('concert_views_pk', ['user_id', 'concert_id'])
    .execute();
  await db.schema.createIndex('concert_views_user_recent').on('concert_views').columns(['user_id', 'viewed_at desc']).execute();
  await db.schema.createIndex('concert_views_concert').on('concert_views').column('concert_id').execute();

  await db.schema
    .createTable('concert_subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('concert_id', 'integer', (c) => c.notNull().references('concerts.id').onDelete('cascade'))
    .addColumn('push_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('concert_subscriptions_pair', ['concert_id', 'push_user_id'])
    .execute();

  await db.schema
    .createTable('manual_ticket_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('concert_id', 'integer', (c) => c.notNull().references('concerts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('manual_ticket_requests_concert').on('manual_ticket_requests').column('concert_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('manual_ticket_requests').execute();
  await db.schema.dropTable('concert_subscriptions').execute();
  await db.schema.dropTable('concert_views').execute();
  await db.schema.dropTable('concerts').execute();
  await db.schema.dropTable('categories').execute();
}
