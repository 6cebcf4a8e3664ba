import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { bookingIdHash } from './bookingIdHash';
import { migrations } from './migrations';

/** 20261128_0001_meetup_checks on listings written before it: each booking id gets its hash, listings without one none. */
describe('booking id hashes filled in for existing listings', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it('hashes the normalised id of every listing that has one', async () => {
    const migrator = new Migrator({ db: test.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('20261127_0030_fair_listings')).error).toBeUndefined();
    await sql`insert into categories (title, slug) values ('Concerts', 'concerts')`.execute(test.db);
    await sql`insert into users (email) values ('seller@example.in')`.execute(test.db);
    await sql`insert into concerts (name, date, venue, city, artist, category_id, expected_dkim_domain)
      values ('Show', now(), 'Hall', 'Pune', 'Band', 1, 'bookmyshow.com')`.execute(test.db);
    for (const booking of ['BMS-100-200', 'sms 77', null]) {
      await sql`insert into ticket_listings (concert_id, seller_id, quantity, price, verified_seat, booking_id)
        values (1, 1, 1, 100, 'GA', ${booking})`.execute(test.db);
    }
    expect((await migrator.migrateTo('20261128_0001_meetup_checks')).error).toBeUndefined();
    const rows = (await sql<{ booking_id: string | null; booking_id_hash: string | null }>`select booking_id, booking_id_hash from ticket_listings order by id`.execute(test.db)).rows;
    expect(rows).toEqual([
      { booking_id: 'BMS-100-200', booking_id_hash: bookingIdHash('bms100200') },
      { booking_id: 'sms 77', booking_id_hash: bookingIdHash('SMS-77') },
      { booking_id: null, booking_id_hash: null },
    ]);
  });
});
