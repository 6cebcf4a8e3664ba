import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { migrateToLatest } from '../migrate';
import { DEFAULT_PRICE_CAP_PERCENT, priceCapProblem } from '../../../shared/fairPrice';
import { kolkataDayLabel } from '../../mail/eventMatch';
import { fixtureExpectations } from '../../mail/testing/fixtures';
import { SEATS_BY_CATEGORY } from './demoListings';
import type { DemoCategory } from './demoEvents';
import { seedDemoData } from './seedDemoData';
import { verifyPassword } from '../../services/passwords';
import { DEMO_SELLER_PASSWORD } from './demoSellers';

describe('demo seed', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
  });
  afterAll(() => test.drop());

  async function count(query: string): Promise<number> {
    const result = await sql<{ n: number }>`select (${sql.raw(query)})::int as n`.execute(test.db);
    return result.rows[0].n;
  }

  it('fills an empty database', async () => {
    const result = await seedDemoData(test.db);
    expect(result.seeded).toBe(true);
    expect(await count('select count(*) from concerts where date >= now()')).toBeGreaterThanOrEqual(40);
    expect(await count('select count(*) from concerts where date < now()')).toBeGreaterThanOrEqual(8);
    expect(await count('select count(distinct city) from concerts')).toBeGreaterThanOrEqual(8);
    expect(await count('select count(*) from categories')).toBeGreaterThanOrEqual(5);
    expect(await count('select count(*) from ticket_listings')).toBeGreaterThanOrEqual(60);
    expect(await count("select count(*) from concerts where thumbnail is null or thumbnail not like '/thumbnails/%'")).toBe(0);
  });

  it('asks a fair price for every listing: at least ₹1, at most the default cap over face value', async () => {
    const listings = await test.db
      .selectFrom('ticket_listings')
      .select(['price', 'verified_amount_paid', 'verified_ticket_quantity', 'verified_seat', 'booking_seat'])
      .execute();
    const unfair = listings.filter((l) => {
      const cost = { verifiedAmountPaid: Number(l.verified_amount_paid), verifiedTicketQuantity: l.verified_ticket_quantity };
      return Number(l.price) < 1 || priceCapProblem(Number(l.price), cost, DEFAULT_PRICE_CAP_PERCENT) !== null;
    });
    expect(unfair).toEqual([]);
    expect(listings.filter((l) => l.verified_amount_paid === null || l.booking_seat !== l.verified_seat)).toEqual([]);
    // Not all at face value: the cards show listings below, at and over it.
    const markups = new Set(listings.map((l) => Math.sign(Number(l.price) - Number(l.verified_amount_paid) / (l.verified_ticket_quantity ?? 1))));
    expect([...markups].sort()).toEqual([-1, 0, 1]);
  });

  it('spreads upcoming events over about six months', async () => {
    expect(await count("select count(*) from concerts where date > now() + interval '150 days'")).toBeGreaterThan(0);
  });

  it('spreads listings and sales over the month before, so the Dashboard has days to show', async () => {
    // Listed and sold in the 30 days before now or before the event, whichever came first; never after either.
    const within = `l.created_at <= least(now(), c.date) and l.created_at >= least(now(), c.date) - interval '30 days'`;
    expect(await count(`select count(*) from ticket_listings l join concerts c on c.id = l.concert_id where not (${within})`)).toBe(0);
    expect(await count("select count(*) from ticket_listings l join concerts c on c.id = l.concert_id where l.sold_at < l.created_at or l.sold_at > least(now(), c.date)")).toBe(0);
    expect(await count("select count(distinct (created_at at time zone 'Asia/Kolkata')::date) from ticket_listings where created_at > now() - interval '30 days'")).toBeGreaterThanOrEqual(15);
    expect(await count("select count(distinct (sold_at at time zone 'Asia/Kolkata')::date) from ticket_listings where sold_at > now() - interval '30 days'")).toBeGreaterThanOrEqual(3);
  });

  it('has the events the booking originals are for', async () => {
    const expected = Object.values(fixtureExpectations());
    const rows = await test.db
      .selectFrom('concerts')
      .select(['name', 'venue', 'city', 'expected_dkim_domain', 'date'])
      .where('name', 'in', expected.map((e) => e.eventName))
      .execute();
    const asBooked = rows.map((r) => ({ name: r.name, venue: r.venue, city: r.city, domain: r.expected_dkim_domain, day: kolkataDayLabel(r.date) }));
    const inOriginals = expected.map((e) => ({ name: e.eventName, venue: e.venue, city: e.city, domain: e.dkimDomain, day: e.eventDate }));
    expect(asBooked.sort((a, b) => a.name.localeCompare(b.name))).toEqual(inOriginals.sort((a, b) => a.name.localeCompare(b.name)));
  });

  it('makes verified sellers who can sign in with the demo password', async () => {
    const sellers = await test.db.selectFrom('users').selectAll().execute();
    expect(sellers.length).toBeGreaterThanOrEqual(3);
    for (const seller of sellers) {
      expect(seller.email_verification_status).toBe('VERIFIED');
      expect(seller.phone_verification_status).toBe('VERIFIED');
    }
    expect(await verifyPassword(DEMO_SELLER_PASSWORD, sellers[0].password_hash ?? '')).toBe(true);
  });

  it('gives the demo sellers addresses at our own domain, and each event its own seats and prices', async () => {
    const emails = (await test.db.selectFrom('users').select('email').execute()).map((u) => u.email);
    expect(emails.filter((email) => !email.endsWith('@demo.fantickets.in'))).toEqual([]);
    const listings = await test.db
      .selectFrom('ticket_listings as l')
      .innerJoin('concerts as c', 'c.id', 'l.concert_id')
      .innerJoin('categories as k', 'k.id', 'c.category_id')
      .select(['k.title', 'l.verified_seat', 'l.price'])
      .execute();
    // A comedy club has no North Stand: each seat is one its kind of event has.
    expect(listings.filter((l) => !SEATS_BY_CATEGORY[l.title as DemoCategory].includes(l.verified_seat ?? ''))).toEqual([]);
    // And the offers differ: hardly two listings ask the same price for the same seat.
    expect(new Set(listings.map((l) => `${l.verified_seat} ₹${l.price}`)).size).toBeGreaterThan(listings.length * 0.9);
  });

  it('does nothing the second time', async () => {
    const before = await count('select count(*) from concerts');
    expect((await seedDemoData(test.db)).seeded).toBe(false);
    expect(await count('select count(*) from concerts')).toBe(before);
    expect(await count('select count(*) from users')).toBeLessThanOrEqual(10);
  });
});
