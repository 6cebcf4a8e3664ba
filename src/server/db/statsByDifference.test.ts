import { sql } from 'kysely';
import { brokenInvariants } from '../test/dbInvariants';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { migrateToLatest } from './migrate';

interface Figures {
  concert_id: number;
  lowest_price: string | null;
  tickets_listed: number;
  tickets_total: number;
  volume_sold: string;
  listings_shown: number;
}

/**
 * Migration 20261208_0001: an update to listings moves its events' figures by difference instead of recounting
 * them. Every kind of update, alone and several in one statement, must leave the figures and the platform totals
 * exactly what a recount gives (dbInvariants.ts).
 */
describe('event figures moved by the difference an update makes', () => {
  let test: TestDatabase;
  const figures = async (concertId: number) =>
    (
      await sql<Figures>`select concert_id, lowest_price, tickets_listed, tickets_total, volume_sold, listings_shown
        from concert_stats where concert_id = ${concertId}`.execute(test.db)
    ).rows[0];
  const update = (set: string, ids: number[]) => sql`update ticket_listings set ${sql.raw(set)} where id in (${sql.join(ids)})`.execute(test.db);

  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
    await sql`insert into categories (title, slug) values ('Concerts', 'concerts')`.execute(test.db);
    await sql`insert into users (email) values ('seller@example.in')`.execute(test.db);
    await sql`insert into concerts (name, date, venue, city, artist, category_id, expected_dkim_domain)
      select 'Show ' || i, now() + interval '30 days', 'Hall', 'Pune', 'Band', 1, 'bookmyshow.com' from generate_series(1, 2) i`.execute(test.db);
    // Listings 1-4 on event 1, 5-6 on event 2.
    await sql`insert into ticket_listings (concert_id, seller_id, quantity, price, verified_seat)
      values (1, 1, 2, 1500, 'A'), (1, 1, 1, 900, 'B'), (1, 1, 4, 2500, 'C'), (1, 1, 3, 1200, 'D'), (2, 1, 2, 700, 'E'), (2, 1, 1, 800, 'F')`.execute(test.db);
  });
  afterAll(() => test.drop());

  afterEach(async () => {
    expect(await brokenInvariants(test.db)).toEqual({});
  });

  it('starts from the recount', async () => {
    expect(await figures(1)).toEqual({ concert_id: 1, lowest_price: '900.00', tickets_listed: 10, tickets_total: 10, volume_sold: '0.00', listings_shown: 4 });
  });

  it('follows a new price, below and then above the lowest', async () => {
    await update('price = 800', [1]);
    expect((await figures(1)).lowest_price).toBe('800.00');
    await update('price = 3000', [1]);
    expect((await figures(1)).lowest_price).toBe('900.00');
  });

  it('follows a new quantity', async () => {
    await update('quantity = 5', [4]);
    expect(await figures(1)).toMatchObject({ tickets_listed: 12, tickets_total: 12 });
  });

  it('follows a sale: out of the listed tickets, into the volume sold, still shown', async () => {
    await update("ticket_status = 'SOLD', sold_source = 'PLATFORM'", [2]);
    expect(await figures(1)).toMatchObject({ lowest_price: '1200.00', tickets_listed: 11, tickets_total: 12, volume_sold: '900.00', listings_shown: 4 });
  });

  it('follows a price changed on a sold listing, in the volume sold', async () => {
    await update('price = 1000', [2]);
    expect(await figures(1)).toMatchObject({ volume_sold: '1000.00' });
  });

  it('leaves a hidden listing out of every figure and takes it back when shown', async () => {
    await update("hidden_at = now(), hidden_cause = 'SELLER_SUSPENDED'", [4]);
    expect(await figures(1)).toMatchObject({ lowest_price: '2500.00', tickets_listed: 6, tickets_total: 7, listings_shown: 3 });
    await update('price = 100', [4]);
    expect((await figures(1)).lowest_price).toBe('2500.00');
    await update('hidden_at = null, hidden_cause = null', [4]);
    expect(await figures(1)).toMatchObject({ lowest_price: '100.00', tickets_listed: 11, tickets_total: 12, listings_shown: 4 });
  });

  it('moves a listing from one event to another', async () => {
    await update('concert_id = 2', [3]);
    expect(await figures(1)).toMatchObject({ tickets_listed: 7, tickets_total: 8, listings_shown: 3 });
    expect(await figures(2)).toMatchObject({ lowest_price: '700.00', tickets_listed: 7, tickets_total: 7, listings_shown: 3 });
  });

  it('takes several changes to two events in one statement', async () => {
    await update("price = price + 50, ticket_status = case when id = 5 then 'SOLD' else ticket_status end", [1, 3, 4, 5, 6]);
    expect(await figures(2)).toMatchObject({ lowest_price: '850.00', tickets_listed: 5, volume_sold: '1500.00' });
  });

  it('takes no lock for a change that moves no figure', async () => {
    const before = await figures(1);
    await update('ticket_hits = ticket_hits + 1', [1, 2]);
    expect(await figures(1)).toEqual(before);
  });
});
