import type { Concert, PagedResponse } from '../../shared/entities';
import { buildTestApp, type TestApp } from '../test/testApp';
import { insertCategory, insertConcert, insertListing, insertUser } from '../test/fixtures';

/** lowestTicketPrice, numberOfTicketsListed and interest come from rows, never from stored totals. */
describe('figures computed for each event', () => {
  let t: TestApp;
  let byName: Map<string, Concert>;

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    const seller = await insertUser(t.db);
    const fan = await insertUser(t.db);
    const busy = await insertConcert(t.db, { name: 'Busy Show', categoryId, daysFromNow: 10 });
    await insertConcert(t.db, { name: 'Quiet Show', categoryId, daysFromNow: 20 });
    const past = await insertConcert(t.db, { name: 'Past Show', categoryId, daysFromNow: -3 });
    await insertListing(t.db, { concert_id: busy.id, seller_id: seller.id, quantity: 2, price: 1500 });
    await insertListing(t.db, { concert_id: busy.id, seller_id: seller.id, quantity: 3, price: '999.50' });
    await insertListing(t.db, { concert_id: busy.id, seller_id: seller.id, quantity: 4, price: 100, ticket_status: 'SOLD' });
    await insertListing(t.db, { concert_id: past.id, seller_id: seller.id, quantity: 1, price: 50 });
    await t.db.insertInto('concert_views').values([{ user_id: fan.id, concert_id: busy.id }, { user_id: seller.id, concert_id: busy.id }]).execute();
    await t.db.insertInto('concert_subscriptions').values({ concert_id: busy.id, push_user_id: 'push-1' }).execute();

    const response = await t.app.inject({ method: 'GET', url: '/api/concerts' });
    const body = response.json() as PagedResponse<Concert>;
    byName = new Map(body.content.map((c) => [c.concertName, c]));
  });
  afterAll(() => t.close());

  it('leaves past events out of the upcoming list', () => {
    expect([...byName.keys()]).toEqual(['Busy Show', 'Quiet Show']);
  });

  it('counts only LISTED listings: the cheapest price and the total quantity', () => {
    expect(byName.get('Busy Show')).toMatchObject({ lowestTicketPrice: 999.5, numberOfTicketsListed: 5 });
  });

  it('adds views and subscriptions into interest', () => {
    expect(byName.get('Busy Show')?.interest).toBe(3);
  });

  it('gives an event without listings no price and zero tickets', () => {
    expect(byName.get('Quiet Show')).toMatchObject({ lowestTicketPrice: null, numberOfTicketsListed: 0, interest: 0 });
  });

  it('follows a listing marked SOLD', async () => {
    await t.db.updateTable('ticket_listings').set({ ticket_status: 'SOLD' }).where('price', '=', '999.50').execute();
    const body = (await t.app.inject({ method: 'GET', url: '/api/concerts' })).json() as PagedResponse<Concert>;
    expect(body.content.find((c) => c.concertName === 'Busy Show')).toMatchObject({ lowestTicketPrice: 1500, numberOfTicketsListed: 2 });
  });
});
