import type { FastifyInstance } from 'fastify';
import type { PagedResponse, TicketListing } from '../../shared/entities';
import { FRESH_READS_COOKIE } from '../http/freshReads';
import type { CacheScope } from '../services/cacheScope';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { secondProcess } from '../test/secondProcess';
import { catalogueSignalsHeard } from '../test/signalsHeard';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/**
 * Issue 40, point 5: a seller who changes a listing sees the change in the next read, though event pages are
 * cached in every process. The process that wrote drops its cached reads before it replies (readCachePlugin.ts),
 * so there the read-after-write does not wait on the database's notification. Another process may not have
 * heard yet: the write gave the seller a signed cookie with which their reads skip its caches (freshReads.ts).
 */
describe("a seller's read right after their own write", () => {
  let a: TestApp;
  let b: FastifyInstance;
  let concertId: number;
  let seller: SignedInUser;

  beforeAll(async () => {
    // Read caching on, as outside tests.
    a = await buildTestApp({ env: { NODE_ENV: 'development' } });
    b = await secondProcess(a, { NODE_ENV: 'development' });
    concertId = (await insertConcert(a.db, { name: 'Own Writes Live', categoryId: await insertCategory(a.db), daysFromNow: 9 })).id;
    seller = await signedInUser(a.db, { name: 'Asha Seller', phone_number: '+919811113333' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** The seller's view of the event page's listing, read twice first so that the page is held in `app`'s cache. */
  const priceOn = async (app: FastifyInstance, id: number, headers = seller.headers) => {
    const page = (await app.inject({ method: 'GET', url: `/api/ticketListing/concerts/${concertId}`, headers })).json() as PagedResponse<TicketListing>;
    return page.content.find((listing) => listing.ticketListingId === id)?.price;
  };
  const cachedPriceOn = async (app: FastifyInstance, id: number) => {
    await priceOn(app, id);
    return priceOn(app, id);
  };
  const changePrice = (id: number, price: number) =>
    a.app.inject({
      method: 'PUT',
      url: `/api/ticketListing/${id}`,
      headers: seller.headers,
      payload: { quantity: 1, price, verifiedSeat: 'General Admission', negotiable: false, wantsExchange: false },
    });

  it('shows it on the process that wrote, with no notification of it heard there', async () => {
    const id = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 900, quantity: 1 });
    await catalogueSignalsHeard(a.app);
    expect(await cachedPriceOn(a.app, id)).toBe(900);
    // What the database announces is held back here until the read is done: only the writer's own drop can show it.
    const held: CacheScope[] = [];
    const heard = jest.spyOn(a.app, 'catalogueChanged').mockImplementation((scope) => {
      held.push(scope);
    });
    try {
      expect((await changePrice(id, 950)).statusCode).toBe(200);
      expect(await priceOn(a.app, id)).toBe(950);
    } finally {
      heard.mockRestore();
    }
  });

  it('shows it on another process right away, though that process has not heard of the write', async () => {
    const id = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 800, quantity: 1 });
    await catalogueSignalsHeard(b);
    expect(await cachedPriceOn(b, id)).toBe(800);
    // The other process hears nothing until the read is done: only the cookie the write gave can show it there.
    const heard = jest.spyOn(b, 'catalogueChanged').mockImplementation(() => undefined);
    try {
      const written = await changePrice(id, 850);
      expect(written.statusCode).toBe(200);
      const fresh = written.cookies.find((cookie) => cookie.name === FRESH_READS_COOKIE);
      expect(fresh).toBeDefined();
      const withFresh = { ...seller.headers, cookie: `${seller.headers.cookie}; ${FRESH_READS_COOKIE}=${fresh?.value}` };
      expect(await priceOn(b, id, withFresh)).toBe(850);
      // Everyone else still reads the page held there until it hears of the write.
      expect(await priceOn(b, id)).toBe(800);
    } finally {
      heard.mockRestore();
    }
  });

  it("refuses another account's or a forged fresh-reads cookie", async () => {
    const id = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 700, quantity: 1 });
    await catalogueSignalsHeard(b);
    expect(await cachedPriceOn(b, id)).toBe(700);
    const heard = jest.spyOn(b, 'catalogueChanged').mockImplementation(() => undefined);
    try {
      const written = await changePrice(id, 750);
      const fresh = written.cookies.find((cookie) => cookie.name === FRESH_READS_COOKIE);
      const other = await signedInUser(a.db, { name: 'Other Reader', phone_number: '+919811114444' });
      const borrowed = { ...other.headers, cookie: `${other.headers.cookie}; ${FRESH_READS_COOKIE}=${fresh?.value}` };
      expect(await priceOn(b, id, borrowed)).toBe(700);
      const forged = { ...seller.headers, cookie: `${seller.headers.cookie}; ${FRESH_READS_COOKIE}=${seller.user.id}.${Date.now() + 60_000}` };
      expect(await priceOn(b, id, forged)).toBe(700);
    } finally {
      heard.mockRestore();
    }
  });
});
