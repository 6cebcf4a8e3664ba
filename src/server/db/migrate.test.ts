import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { migrateAllDown, migrateToLatest } from './migrate';
import { migrations } from './migrations';

const TABLES = [
  'users',
  'sessions',
  'otp_codes',
  'otp_wrong_tries',
  'categories',
  'concerts',
  'concert_views',
  'concert_stats',
  'concert_search_words',
  'catalogue_totals',
  'concert_subscriptions',
  'manual_ticket_requests',
  'ticket_listings',
  'deleted_bookings',
  'outbox',
  'inbound_mail',
  'dkim_keys',
  'event_pictures',
  'feedback',
  'sender_addresses',
  'listing_contacts',
  'listing_reports',
  'meetup_checks',
  'jobs',
  'push_devices',
  'alert_deliveries',
  'lowest_price_alerts',
  'verification_stages',
  'verification_results',
  'audit_log',
  'providers',
  'provider_versions',
  'provider_samples',
];

describe('migrations', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  async function existingTables(): Promise<string[]> {
    const result = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_name not like 'kysely_%'
      order by table_name`.execute(test.db);
    return result.rows.map((r) => r.name);
  }

  it('runs every migration in order, creating every table', async () => {
    expect(await migrateToLatest(test.db)).toEqual(Object.keys(migrations));
    expect(await existingTables()).toEqual([...TABLES].sort());
  });

  it('does nothing when already up to date', async () => {
    expect(await migrateToLatest(test.db)).toEqual([]);
  });

  it('creates the search indexes: full text on events, trigrams on their words', async () => {
    const result = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where indexname in ('concerts_search_doc', 'concerts_name_doc', 'concert_search_words_trgm') order by indexname`.execute(test.db);
    expect(result.rows.map((r) => r.indexname)).toEqual(['concert_search_words_trgm', 'concerts_name_doc', 'concerts_search_doc']);
    expect(result.rows[0]?.indexdef).toMatch(/gin_trgm_ops/);
  });

  it('enforces the listing status, the one-listing-per-booking rule and the two roles', async () => {
    await sql`insert into categories (title, slug) values ('Concerts', 'concerts')`.execute(test.db);
    await sql`insert into users (email) values ('seller@example.in')`.execute(test.db);
    await sql`insert into concerts (name, date, venue, city, artist, category_id, expected_dkim_domain)
      values ('Show', now(), 'Hall', 'Pune', 'Band', 1, 'district.in')`.execute(test.db);
    const listing = (status: string, booking: string) =>
      sql`insert into ticket_listings (concert_id, seller_id, quantity, price, verified_seat, ticket_status, booking_id_hash)
        values (1, 1, 1, 100, 'GA', ${status}, ${booking})`.execute(test.db);
    await listing('LISTED', 'B-1');
    await expect(listing('LISTED', 'B-1')).rejects.toThrow(/duplicate key/);
    await expect(listing('GONE', 'B-2')).rejects.toThrow(/check constraint/);
    await expect(sql`insert into users (email) values ('Upper@Example.in')`.execute(test.db)).rejects.toThrow(/check constraint/);
    await expect(sql`update users set role = 'OWNER' where email = 'seller@example.in'`.execute(test.db)).rejects.toThrow(/users_role/);
    await sql`update users set role = 'ADMIN' where email = 'seller@example.in'`.execute(test.db);
  });

  it('undoes every migration and can run them again', async () => {
    expect(await migrateAllDown(test.db)).toEqual(Object.keys(migrations).reverse());
    expect(await existingTables()).toEqual([]);
    expect(await migrateToLatest(test.db)).toHaveLength(Object.keys(migrations).length);
  });
});
