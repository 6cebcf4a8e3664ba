import { migrateToLatest } from '../migrate';
import { insertCategory, insertConcert, insertUser } from '../../test/fixtures';
import { listingId, listingRow } from '../../test/listingFixtures';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { updateListedListing } from './listings.repo';

/** The one-statement listing change (issue 21): it answers the changed row, and changes nothing it may not. */
describe('updateListedListing', () => {
  let test: TestDatabase;
  let concertId: number;
  let sellerId: number;
  let otherId: number;

  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
    concertId = (await insertConcert(test.db, { name: 'One Statement Night', categoryId: await insertCategory(test.db), daysFromNow: 8 })).id;
    sellerId = (await insertUser(test.db, { name: 'Meera Seller' })).id;
    otherId = (await insertUser(test.db)).id;
  });
  afterAll(() => test.drop());

  it("answers the listing as changed, with its event's and seller's parts, and the figures follow", async () => {
    const id = await listingId(test.db, { concert_id: concertId, seller_id: sellerId, price: 1000, quantity: 2 });
    const changed = await updateListedListing(test.db, id, sellerId, { price: 1200, quantity: 1 });
    expect(changed).toMatchObject({ id, price: '1200.00', quantity: 1, concert_name: 'One Statement Night', seller_name: 'Meera Seller', meetup_checks: 0 });
    expect((await listingRow(test.db, id))?.price).toBe('1200.00');
    const stats = await test.db.selectFrom('concert_stats').select(['lowest_price', 'tickets_listed']).where('concert_id', '=', concertId).executeTakeFirstOrThrow();
    expect(Number(stats.lowest_price)).toBe(1200);
  });

  it("changes nothing of another seller's listing, or of a sold one", async () => {
    const theirs = await listingId(test.db, { concert_id: concertId, seller_id: otherId, price: 800 });
    expect(await updateListedListing(test.db, theirs, sellerId, { price: 1 })).toBeUndefined();
    expect((await listingRow(test.db, theirs))?.price).toBe('800.00');
    const sold = await listingId(test.db, { concert_id: concertId, seller_id: sellerId, price: 900, ticket_status: 'SOLD' });
    expect(await updateListedListing(test.db, sold, sellerId, { price: 2 })).toBeUndefined();
    expect((await listingRow(test.db, sold))?.price).toBe('900.00');
    expect(await updateListedListing(test.db, sold + 1000, sellerId, { price: 3 })).toBeUndefined();
  });
});
