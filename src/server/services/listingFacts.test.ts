import { migrateToLatest } from '../db/migrate';
import { insertCategory, insertConcert, insertUser } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { ListingFactsMemo } from './listingFacts';

describe('ListingFactsMemo: what never changes about a listing, asked once', () => {
  let test: TestDatabase;
  let concertId: number;
  let sellerId: number;

  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
    const concert = await insertConcert(test.db, { name: 'Memo Night', categoryId: await insertCategory(test.db), daysFromNow: 5 });
    concertId = concert.id;
    sellerId = (await insertUser(test.db)).id;
  });
  afterAll(() => test.drop());

  it('answers from memory once found, even after the row is gone (the answer can never change)', async () => {
    const id = await listingId(test.db, { concert_id: concertId, seller_id: sellerId, verified_ticket_quantity: 3, verified_amount_paid: 4500 });
    const events = new ListingFactsMemo();
    expect(await events.factsOf(test.db, id)).toEqual({ eventId: concertId, sellerId, verifiedTicketQuantity: 3, verifiedAmountPaid: 4500 });
    await test.db.deleteFrom('ticket_listings').where('id', '=', id).execute();
    expect((await events.factsOf(test.db, id))?.eventId).toBe(concertId);
    expect(await new ListingFactsMemo().factsOf(test.db, id)).toBeUndefined();
  });

  it('does not remember a listing it did not find', async () => {
    const events = new ListingFactsMemo();
    const next = (await test.db.selectFrom('ticket_listings').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst())?.max ?? 0;
    expect(await events.factsOf(test.db, Number(next) + 1)).toBeUndefined();
    const id = await listingId(test.db, { concert_id: concertId, seller_id: sellerId });
    expect((await events.factsOf(test.db, id))?.eventId).toBe(concertId);
  });

  it('forgets the oldest answer past its limit and asks again', async () => {
    const events = new ListingFactsMemo(1);
    const first = await listingId(test.db, { concert_id: concertId, seller_id: sellerId });
    const second = await listingId(test.db, { concert_id: concertId, seller_id: sellerId });
    await events.factsOf(test.db, first);
    await events.factsOf(test.db, second);
    await test.db.deleteFrom('ticket_listings').where('id', '=', first).execute();
    expect(await events.factsOf(test.db, first)).toBeUndefined();
  });
});
