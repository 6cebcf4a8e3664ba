import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { bookingIdHash } from './bookingIdHash';
import { migrations } from './migrations';

/** 20261129_0002_booking_hash_only on listings written before it: the clear booking id goes, its hash stays and is unique. */
describe('listings keep only the hash of their booking id', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it('drops the booking id and lets one booking prove one listing through its hash, however the id is written', async () => {
    const migrator = new Migrator({ db: test.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('20261129_0001_jobs')).error).toBeUndefined();
    await sql`insert into categories (title, slug) values ('Concerts', 'concerts')`.execute(test.db);
    await sql`insert into users (email) values ('seller@example.in')`.execute(test.db);
    await sql`insert into concerts (name, date, venue, city, artist, category_id, expected_dkim_domain)
      values ('Show', now(), 'Hall', 'Pune', 'Band', 1, 'bookmyshow.com')`.execute(test.db);
    await sql`insert into ticket_listings (concert_id, seller_id, quantity, price, verified_seat, booking_id, booking_id_hash)
      values (1, 1, 1, 100, 'GA', 'BMS-100-200', ${bookingIdHash('BMS-100-200')})`.execute(test.db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'ticket_listings'`.execute(test.db);
    expect(columns.rows.map((c) => c.column_name)).not.toContain('booking_id');
    expect(await test.db.selectFrom('ticket_listings').select('booking_id_hash').execute()).toEqual([{ booking_id_hash: bookingIdHash('BMS-100-200') }]);
    const again = sql`insert into ticket_listings (concert_id, seller_id, quantity, price, verified_seat, booking_id_hash)
      values (1, 1, 1, 100, 'GA', ${bookingIdHash('bms 100 200')})`.execute(test.db);
    await expect(again).rejects.toMatchObject({ code: '23505' });
  });
});
