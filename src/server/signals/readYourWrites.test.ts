import type { FastifyInstance } from 'fastify';
import type { PagedResponse, TicketListing } from '../../shared/entities';
import { FRESH_READS_COOKIE } from '../http/freshReads';
import { PUBLIC_CACHE_CONTROL } from '../http/publicEtag';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { secondProcess } from '../test/secondProcess';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/**
 * Issue 40, point 5, and issue 41: a seller who changes a listing sees the change in the next read, whichever process
 * answers, though a shared cache in front of them (nginx) may keep a catalogue read a few seconds. No process keeps
 * catalogue reads; the write gives the seller a signed cookie with which their reads answer `private, no-store`, so
 * no shared cache keeps them, and nginx passes a request carrying it straight to a process (freshReads.ts).
 */
describe("a seller's read right after their own write", () => {
  let a: TestApp;
  let b: FastifyInstance;
  let concertId: number;
  let seller: SignedInUser;

  beforeAll(async () => {
    a = await buildTestApp({ env: { NODE_ENV: 'development' } });
    b = await secondProcess(a, { NODE_ENV: 'development' });
    concertId = (await insertConcert(a.db, { name: 'Own Writes Live', categoryId: await insertCategory(a.db), daysFromNow: 9 })).id;
    seller = await signedInUser(a.db, { name: 'Asha Seller', phone_number: '+919811113333' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const pageOn = (app: FastifyInstance, headers: Record<string, string> = seller.headers) =>
    app.inject({ method: 'GET', url: `/api/ticketListing/concerts/${concertId}`, headers });
  const priceIn = (answer: Awaited<ReturnType<typeof pageOn>>, id: number) =>
    (answer.json() as PagedResponse<TicketListing>).content.find((listing) => listing.ticketListingId === id)?.price;
  const changePrice = (id: number, price: number) =>
    a.app.inject({
      method: 'PUT',
      url: `/api/ticketListing/${id}`,
      headers: seller.headers,
      payload: { quantity: 1, price, verifiedSeat: 'General Admission', negotiable: false, wantsExchange: false },
    });
  const withCookie = (headers: Record<string, string>, value: string | undefined) => ({ ...headers, cookie: `${headers.cookie}; ${FRESH_READS_COOKIE}=${value}` });

  it('shows it on both processes at once, and keeps the writer\'s reads out of every shared cache', async () => {
    const id = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 800, quantity: 1 });
    const before = await pageOn(b);
    expect(priceIn(before, id)).toBe(800);
    expect(before.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const written = await changePrice(id, 850);
    expect(written.statusCode).toBe(200);
    const fresh = written.cookies.find((cookie) => cookie.name === FRESH_READS_COOKIE);
    expect(fresh).toMatchObject({ httpOnly: true, path: '/', maxAge: 30 });
    for (const app of [a.app, b]) {
      const own = await pageOn(app, withCookie(seller.headers, fresh?.value));
      expect(priceIn(own, id)).toBe(850);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.headers.etag).toBeUndefined();
    }
    // Everyone else reads the same new page, which a shared cache may keep a few seconds.
    const others = await pageOn(b, {});
    expect(priceIn(others, id)).toBe(850);
    expect(others.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it("refuses another account's, a forged or an expired fresh-reads cookie", async () => {
    const id = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 700, quantity: 1 });
    const written = await changePrice(id, 750);
    const fresh = written.cookies.find((cookie) => cookie.name === FRESH_READS_COOKIE);
    const other = await signedInUser(a.db, { name: 'Other Reader', phone_number: '+919811114444' });
    expect((await pageOn(b, withCookie(other.headers, fresh?.value))).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await pageOn(b, withCookie(seller.headers, `${seller.user.id}.${Date.now() + 60_000}`))).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const expired = b.signCookie(`${seller.user.id}.${Date.now() - 1}`);
    expect((await pageOn(b, withCookie(seller.headers, expired))).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });
});
