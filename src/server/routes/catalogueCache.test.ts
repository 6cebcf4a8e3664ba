import type { Concert, PagedResponse, TicketListing } from '../../shared/entities';
import { listingId } from '../test/listingFixtures';
import { insertCategory, insertConcert } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { FRESH_READS_COOKIE } from '../http/freshReads';

const PUBLIC = 'public, max-age=0, s-maxage=2, stale-while-revalidate=5';

/** Catalogue reads as a shared cache (nginx) and a browser see them: strong ETags, a few seconds at the edge. */
describe('catalogue reads and HTTP caches', () => {
  let t: TestApp;
  let concertId: number;
  let seller: SignedInUser;
  let listing: number;

  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
    const categoryId = await insertCategory(t.db);
    concertId = (await insertConcert(t.db, { name: 'Cached Show', categoryId, daysFromNow: 9 })).id;
    seller = await signedInUser(t.db, { name: 'Asha Seller', phone_number: '+919811112222' });
    listing = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 900, quantity: 2 });
  });
  afterAll(() => t.close());

  const listingsUrl = () => `/api/ticketListing/concerts/${concertId}`;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers a repeat read the client already holds with 304 and no body', async () => {
    const first = await get('/api/concerts?pageSize=40');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[^"]+"$/);
    const again = await get('/api/concerts?pageSize=40', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A tag weakened on the way (nginx's gzip) still matches; another does not.
    expect((await get('/api/concerts?pageSize=40', { 'if-none-match': `W/${tag}` })).statusCode).toBe(304);
    expect((await get('/api/concerts?pageSize=40', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keeps no error and no answer of a reader who wrote lately in any shared cache', async () => {
    expect((await get('/api/concerts/999999')).headers['cache-control']).toBeUndefined();
    const written = await t.app.inject({
      method: 'PUT',
      url: `/api/ticketListing/${listing}`,
      headers: seller.headers,
      payload: { quantity: 2, price: 900, verifiedSeat: 'General Admission', negotiable: false, wantsExchange: false },
    });
    expect(written.statusCode).toBe(200);
    const fresh = written.cookies.find((cookie) => cookie.name === FRESH_READS_COOKIE);
    expect(fresh).toBeDefined();
    const withFresh = { ...seller.headers, cookie: `${seller.headers.cookie}; ${FRESH_READS_COOKIE}=${fresh?.value}` };
    const own = await get(listingsUrl(), withFresh);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
  });

  it('serialises every field of an event through the response schema', async () => {
    const page = (await get('/api/concerts?pageSize=40')).json() as PagedResponse<Concert>;
    expect(page).toEqual({
      content: [
        {
          concertId,
          concertName: 'Cached Show',
          concertDate: expect.any(String),
          concertVenue: 'Test Venue',
          concertCity: 'Mumbai',
          concertArtist: 'Cached Show artist',
          categoryId: expect.any(Number),
          thumbnail: null,
          lowestTicketPrice: 900,
          numberOfTicketsListed: 2,
          interest: 0,
          expectedDkimDomain: 'bookmyshow.com',
        },
      ],
      lastPage: true,
      totalElements: 1,
    });
  });

  it('shows no seller phone on the listings page, to anyone', async () => {
    const anonymous = (await get(listingsUrl())).json() as PagedResponse<TicketListing>;
    const signedIn = (await get(listingsUrl(), seller.headers)).json() as PagedResponse<TicketListing>;
    expect(anonymous.content[0].seller).toEqual({ id: seller.user.id, name: 'Asha Seller', phoneNumber: null });
    expect(signedIn).toEqual(anonymous);
  });

  it('shows a write to the next read, whose old tag no longer matches', async () => {
    const before = await get(listingsUrl());
    expect((before.json() as PagedResponse<TicketListing>).content[0].ticketStatus).toBe('LISTED');
    const sold = await t.app.inject({ method: 'PATCH', url: `/api/ticketListing/${listing}/status?status=SOLD`, headers: seller.headers });
    expect(sold.statusCode).toBe(200);
    const after = await get(listingsUrl(), { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect((after.json() as PagedResponse<TicketListing>).content[0].ticketStatus).toBe('SOLD');
    const explore = (await get('/api/concerts?pageSize=40')).json() as PagedResponse<Concert>;
    expect(explore.content[0]).toMatchObject({ lowestTicketPrice: null, numberOfTicketsListed: 0 });
  });

  it('answers bad input with a 400 and keeps no error', async () => {
    const bad = await get('/api/concerts?pageSize=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String) });
    expect((await get('/api/ticketListing/concerts/999999')).statusCode).toBe(404);
  });

  it.each([
    ['explore', () => '/api/concerts'],
    ['a category', () => '/api/category'],
    ['popular events', () => '/api/concerts/popular'],
    ['the platform figures', () => '/api/statistics'],
    ['an event', () => `/api/concerts/${concertId}`],
    ["an event's listings", () => `/api/ticketListing/concerts/${concertId}`],
    ['search', () => '/api/concerts/search/cached'],
  ])('lets a shared cache keep %s a few seconds, signed in or not, with no cookie set', async (_read, url) => {
    for (const headers of [{}, seller.headers]) {
      const answer = await get(url(), headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe(PUBLIC);
      expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });
});
