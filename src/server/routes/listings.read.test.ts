import type { PagedResponse, TicketListing } from '../../shared/entities';
import { listingId } from '../test/listingFixtures';
import { insertCategory, insertConcert } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

type Page = PagedResponse<TicketListing>;

describe('reading ticket listings', () => {
  let t: TestApp;
  let fan: SignedInUser;
  let seller: SignedInUser;
  let otherSeller: SignedInUser;
  let showId: number;
  let busyId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    showId = (await insertConcert(t.db, { name: 'Read Show', categoryId, daysFromNow: 4 })).id;
    busyId = (await insertConcert(t.db, { name: 'Busy Show', categoryId, daysFromNow: 6 })).id;
    fan = await signedInUser(t.db, { name: 'Fan' });
    seller = await signedInUser(t.db, { name: 'Asha Seller', phone_number: '+919811111111', email: 'asha@example.in' });
    otherSeller = await signedInUser(t.db, { name: 'Ravi Seller' });
    const listing = (name: string, fields: { price: number | string; quantity: number; status?: 'SOLD'; sellerId?: number }) =>
      listingId(t.db, {
        concert_id: showId,
        seller_id: fields.sellerId ?? seller.user.id,
        price: fields.price,
        quantity: fields.quantity,
        ticket_status: fields.status ?? 'LISTED',
        verified_amount_paid: '1200.00',
      }).then((id) => (ids[name] = id));
    await listing('mid', { price: 500, quantity: 2 });
    await listing('dear', { price: 1500, quantity: 4 });
    await listing('sold', { price: 100, quantity: 1, status: 'SOLD' });
    await listing('odd', { price: '999.50', quantity: 1, sellerId: otherSeller.user.id });
    for (let i = 0; i < 22; i += 1) {
      await listingId(t.db, { concert_id: busyId, seller_id: otherSeller.user.id, price: 100 + i * 10, quantity: 1 });
    }
  });
  afterAll(() => t.close());

  async function get(url: string, who: SignedInUser | null = fan) {
    const response = await t.app.inject({ method: 'GET', url, headers: who?.headers });
    return { status: response.statusCode, body: response.json() as Page & TicketListing & { error?: string } };
  }
  const names = (page: Page) => page.content.map((l) => Object.keys(ids).find((k) => ids[k] === l.ticketListingId));

  describe('GET /api/ticketListing/concerts/:id', () => {
    it('answers LISTED listings by price ascending, then the SOLD ones', async () => {
      const { status, body } = await get(`/api/ticketListing/concerts/${showId}`);
      expect(status).toBe(200);
      expect(names(body)).toEqual(['mid', 'odd', 'dear', 'sold']);
      expect(body).toMatchObject({ totalElements: 4, lastPage: true });
      expect(body.content[1]).toMatchObject({ price: 999.5, verifiedAmountPaid: 1200, concert: { concertId: showId, concertName: 'Read Show' } });
    });

    it('pages by 20 by default without repeating or skipping a listing', async () => {
      const first = await get(`/api/ticketListing/concerts/${busyId}`);
      const second = await get(`/api/ticketListing/concerts/${busyId}?pageNumber=1`);
      expect(first.body).toMatchObject({ totalElements: 22, lastPage: false });
      expect(first.body.content).toHaveLength(20);
      expect(second.body).toMatchObject({ totalElements: 22, lastPage: true });
      const prices = [...first.body.content, ...second.body.content].map((l) => l.price);
      expect(prices).toEqual(Array.from({ length: 22 }, (_, i) => 100 + i * 10));
    });

    it('counts every listing on a page past the last one, which has none to carry the count', async () => {
      const past = await get(`/api/ticketListing/concerts/${busyId}?pageNumber=5`);
      expect(past.status).toBe(200);
      expect(past.body).toMatchObject({ content: [], totalElements: 22, lastPage: true });
      const filtered = await get(`/api/ticketListing/concerts/${busyId}?minPrice=250`);
      expect(filtered.body.totalElements).toBe(7);
    });

    it('sorts by quantity or price descending when asked', async () => {
      expect(names((await get(`/api/ticketListing/concerts/${showId}?sortDir=desc`)).body)).toEqual(['dear', 'odd', 'mid', 'sold']);
      expect(names((await get(`/api/ticketListing/concerts/${showId}?sortBy=quantity&sortDir=desc`)).body)[0]).toBe('dear');
    });

    it.each([
      ['?minPrice=500&maxPrice=1000', ['mid', 'odd']],
      ['?minPrice=999.5&maxPrice=999.5', ['odd']],
      ['?maxPrice=100', ['sold']],
      ['?minQuantity=2', ['mid', 'dear']],
      ['?minPrice=600&minQuantity=3', ['dear']],
      ['?minPrice=5000', []],
    ])('filters %s', async (query, expected) => {
      const { body } = await get(`/api/ticketListing/concerts/${showId}${query}`);
      expect(names(body)).toEqual(expected);
      expect(body.totalElements).toBe(expected.length);
    });

    it.each([
      ['?minPrice=2000&maxPrice=1000', 'minPrice cannot be above maxPrice'],
      ['?minPrice=abc', 'minPrice must be a number from 0 to 10,000,000'],
      ['?maxPrice=-1', 'maxPrice must be a number from 0 to 10,000,000'],
      ['?maxPrice=10000001', 'maxPrice must be a number from 0 to 10,000,000'],
      ['?minQuantity=0', 'minQuantity must be a whole number from 1 to 100'],
      ['?minQuantity=1.5', 'minQuantity must be a whole number from 1 to 100'],
      ['?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ['?sortBy=seller', 'sortBy must be one of: price, quantity'],
    ])('%s is a 400 saying what is wrong', async (query, error) => {
      expect(await get(`/api/ticketListing/concerts/${showId}${query}`)).toEqual({ status: 400, body: { error } });
    });

    it('is a 404 for an unknown event and a 400 for an id that is not a number', async () => {
      expect(await get('/api/ticketListing/concerts/999999')).toEqual({ status: 404, body: { error: 'Event not found' } });
      expect((await get('/api/ticketListing/concerts/abc')).status).toBe(400);
    });
  });

  describe('GET /api/ticketListing/:id', () => {
    it('shows the seller as id and name only: no phone number, even to a signed-in reader', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/ticketListing/${ids.mid}`, headers: fan.headers });
      const listing = response.json() as TicketListing;
      expect(listing.seller).toEqual({ id: seller.user.id, name: 'Asha Seller' });
      expect(response.body).not.toContain('9811111111');
      expect(response.body).not.toContain('asha@example.in');
      expect(response.body).not.toMatch(/password|hash|email/i);
    });

    it('reads the same to a caller who is not signed in', async () => {
      const { body } = await get(`/api/ticketListing/${ids.mid}`, null);
      expect(body.seller).toEqual({ id: seller.user.id, name: 'Asha Seller' });
    });

    it('is a 404 for an unknown listing', async () => {
      expect(await get('/api/ticketListing/999999')).toEqual({ status: 404, body: { error: 'Ticket listing not found' } });
    });
  });

  describe('GET /api/ticketListing/users', () => {
    it("answers only the caller's listings, LISTED by price descending, then SOLD", async () => {
      const { status, body } = await get('/api/ticketListing/users', seller);
      expect(status).toBe(200);
      expect(names(body)).toEqual(['dear', 'mid', 'sold']);
      expect(body).toMatchObject({ totalElements: 3, lastPage: true });
    });

    it('pages by 20 by default', async () => {
      const { body } = await get('/api/ticketListing/users', otherSeller);
      expect(body.content).toHaveLength(20);
      expect(body).toMatchObject({ totalElements: 23, lastPage: false });
      expect(body.content[0].price).toBe(999.5);
    });

    it('answers an empty page to a user with no listings', async () => {
      expect((await get('/api/ticketListing/users', fan)).body).toEqual({ content: [], lastPage: true, totalElements: 0 });
    });
  });
});
