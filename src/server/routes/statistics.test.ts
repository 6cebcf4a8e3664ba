import { sql } from 'kysely';
import type { Concert, Statistics } from '../../shared/entities';
import { insertEvent } from '../test/catalogueFixtures';
import { insertCategory, insertListing, insertUser } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';

/** Statistics and the event figures come from triggers on the rows; these tests change rows and compare. */
describe('platform statistics and event figures', () => {
  let t: TestApp;
  let categoryId: number;
  let sellerId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    categoryId = await insertCategory(t.db);
    sellerId = (await insertUser(t.db)).id;
  });
  afterAll(() => t.close());

  async function statistics(): Promise<Statistics> {
    const response = await t.app.inject({ method: 'GET', url: '/api/statistics' });
    expect(response.statusCode).toBe(200);
    return response.json() as Statistics;
  }
  const event = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/concerts/${id}` })).json() as Concert;

  /** What concert_stats would hold if computed from scratch, against what it holds. */
  async function drift(): Promise<unknown[]> {
    const { rows } = await sql`
      select c.id, s.lowest_price, s.tickets_listed, s.interest, f.lowest_price as fresh_price, f.tickets_listed as fresh_tickets,
        (select count(*) from concert_views v where v.concert_id = c.id)
          + (select count(*) from concert_subscriptions p where p.concert_id = c.id) as fresh_interest
      from concerts c join concert_stats s on s.concert_id = c.id
      cross join lateral (
        select min(price) as lowest_price, coalesce(sum(quantity), 0) as tickets_listed
        from ticket_listings l where l.concert_id = c.id and l.ticket_status = 'LISTED'
      ) f
      where s.lowest_price is distinct from f.lowest_price or s.tickets_listed <> f.tickets_listed
        or s.interest <> (select count(*) from concert_views v where v.concert_id = c.id)
          + (select count(*) from concert_subscriptions p where p.concert_id = c.id)`.execute(t.db);
    return rows;
  }

  it('starts at zero', async () => {
    expect(await statistics()).toEqual({ totalTickets: 0, totalVolumeSold: 0 });
  });

  it('counts every listed ticket and the money from SOLD listings', async () => {
    const a = (await insertEvent(t.db, { name: 'Stats A', categoryId, when: 5 })).id;
    const b = (await insertEvent(t.db, { name: 'Stats B', categoryId, when: -5 })).id;
    await insertListing(t.db, { concert_id: a, seller_id: sellerId, quantity: 2, price: 1500 });
    await insertListing(t.db, { concert_id: a, seller_id: sellerId, quantity: 3, price: '999.50', ticket_status: 'SOLD' });
    await insertListing(t.db, { concert_id: b, seller_id: sellerId, quantity: 4, price: 250, ticket_status: 'SOLD' });
    expect(await statistics()).toEqual({ totalTickets: 9, totalVolumeSold: 3 * 999.5 + 4 * 250 });
    expect(await event(a)).toMatchObject({ lowestTicketPrice: 1500, numberOfTicketsListed: 2 });
  });

  it('follows a listing marked SOLD, repriced or deleted, and a deleted event', async () => {
    const c = (await insertEvent(t.db, { name: 'Stats C', categoryId, when: 9 })).id;
    await insertListing(t.db, { concert_id: c, seller_id: sellerId, quantity: 1, price: 700 });
    await insertListing(t.db, { concert_id: c, seller_id: sellerId, quantity: 5, price: 300 });
    const before = await statistics();
    expect(await event(c)).toMatchObject({ lowestTicketPrice: 300, numberOfTicketsListed: 6 });

    await t.db.updateTable('ticket_listings').set({ ticket_status: 'SOLD' }).where('concert_id', '=', c).where('price', '=', '300').execute();
    expect(await event(c)).toMatchObject({ lowestTicketPrice: 700, numberOfTicketsListed: 1 });
    expect(await statistics()).toEqual({ totalTickets: before.totalTickets, totalVolumeSold: before.totalVolumeSold + 1500 });

    await t.db.updateTable('ticket_listings').set({ price: 650 }).where('concert_id', '=', c).where('ticket_status', '=', 'LISTED').execute();
    expect((await event(c)).lowestTicketPrice).toBe(650);
    await t.db.deleteFrom('ticket_listings').where('concert_id', '=', c).where('ticket_status', '=', 'LISTED').execute();
    expect(await event(c)).toMatchObject({ lowestTicketPrice: null, numberOfTicketsListed: 0 });
    expect((await statistics()).totalTickets).toBe(before.totalTickets - 1);

    await t.db.deleteFrom('concerts').where('id', '=', c).execute();
    expect(await statistics()).toEqual({ totalTickets: before.totalTickets - 6, totalVolumeSold: before.totalVolumeSold });
  });

  it('never drifts from the rows, whatever mix of writes', async () => {
    const events = [];
    for (let i = 0; i < 6; i += 1) events.push((await insertEvent(t.db, { name: `Mix ${i}`, categoryId, when: i + 1 })).id);
    const fans = await Promise.all([1, 2, 3].map(() => insertUser(t.db)));
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let step = 0; step < 60; step += 1) {
      const concertId = events[next(events.length)];
      switch (next(5)) {
        case 0:
          await insertListing(t.db, { concert_id: concertId, seller_id: sellerId, quantity: 1 + next(4), price: 100 * (1 + next(9)) });
          break;
        case 1:
          await t.db.updateTable('ticket_listings').set({ ticket_status: 'SOLD' }).where('concert_id', '=', concertId).execute();
          break;
        case 2:
          await t.db.deleteFrom('ticket_listings').where('concert_id', '=', concertId).where('price', '<', '400').execute();
          break;
        case 3:
          await t.db
            .insertInto('concert_views')
            .values({ user_id: fans[next(fans.length)].id, concert_id: concertId })
            .onConflict((oc) => oc.columns(['user_id', 'concert_id']).doUpdateSet({ viewed_at: new Date() }))
            .execute();
          break;
        default:
          await t.db.deleteFrom('concert_views').where('concert_id', '=', concertId).execute();
      }
    }
    expect(await drift()).toEqual([]);
    const { rows } = await sql<{ tickets: string; volume: string }>`
      select coalesce(sum(quantity), 0) as tickets, coalesce(sum(price * quantity) filter (where ticket_status = 'SOLD'), 0) as volume
      from ticket_listings`.execute(t.db);
    expect(await statistics()).toEqual({ totalTickets: Number(rows[0].tickets), totalVolumeSold: Number(rows[0].volume) });
  });
});
