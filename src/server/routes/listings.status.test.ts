import type { InjectOptions } from 'fastify';
import { listingId, listingRow } from '../test/listingFixtures';
import { insertCategory, insertConcert } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

const DETAILS = { quantity: 1, price: 900, verifiedSeat: 'Fan Pit', negotiable: false };

/** SPEC §4: LISTED → SOLD through the status patch, and SOLD is final. */
describe('marking a listing sold', () => {
  let t: TestApp;
  let concertId: number;
  let seller: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    concertId = (await insertConcert(t.db, { name: 'Status Show', categoryId, daysFromNow: 3 })).id;
    seller = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  const newListing = (ticket_status: 'LISTED' | 'SOLD' = 'LISTED') =>
    listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, ticket_status, sold_source: ticket_status === 'SOLD' ? 'PLATFORM' : null });

  function send(options: InjectOptions) {
    return t.app.inject({ ...options, headers: seller.headers });
  }
  const patch = (id: number, query: string) => send({ method: 'PATCH', url: `/api/ticketListing/${id}/status${query}` });

  it.each([
    ['?status=SOLD&source=PLATFORM', 'PLATFORM'],
    ['?status=SOLD&source=reddit', 'REDDIT'],
    ['?status=SOLD&source=INSTAGRAM', 'INSTAGRAM'],
    ['?status=SOLD&source=TWITTER', 'TWITTER'],
    ['?status=SOLD&source=FRIEND', 'FRIEND'],
    ['?status=SOLD&source=FACEBOOK', 'FACEBOOK'],
    ['?status=SOLD', null],
  ])('%s marks it SOLD and keeps the source %p', async (query, source) => {
    const id = await newListing();
    const response = await patch(id, query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ticketListingId: id, ticketStatus: 'SOLD' });
    expect(await listingRow(t.db, id)).toMatchObject({ ticket_status: 'SOLD', sold_source: source });
  });

  it.each([
    ['?source=FRIEND', 'status must be SOLD: a listing can only be marked as sold'],
    ['?status=LISTED', 'status must be SOLD: a listing can only be marked as sold'],
    ['?status=sold', 'status must be SOLD: a listing can only be marked as sold'],
    ['?status=SOLD&source=EBAY', 'source must be one of: PLATFORM, REDDIT, INSTAGRAM, TWITTER, FRIEND, FACEBOOK'],
  ])('%s is a 400 and leaves the listing LISTED', async (query, error) => {
    const id = await newListing();
    const before = await listingRow(t.db, id);
    const response = await patch(id, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await listingRow(t.db, id)).toEqual(before);
  });

  describe('SOLD is final', () => {
    it.each([
      ['marking it sold again', (id: number) => ({ method: 'PATCH', url: `/api/ticketListing/${id}/status?status=SOLD` }), 'These tickets are already marked as sold'],
      ['putting it back on sale', (id: number) => ({ method: 'PATCH', url: `/api/ticketListing/${id}/status?status=LISTED` }), 'Sold tickets cannot be listed again'],
      ['editing it', (id: number) => ({ method: 'PUT', url: `/api/ticketListing/${id}`, payload: DETAILS }), 'Sold tickets cannot be edited'],
      ['deleting it', (id: number) => ({ method: 'DELETE', url: `/api/ticketListing/${id}` }), 'Sold tickets cannot be deleted'],
    ] as const)('%s is a 409 and changes nothing', async (_case, request, error) => {
      const id = await newListing('SOLD');
      const before = await listingRow(t.db, id);
      const response = await send(request(id) as InjectOptions);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error });
      expect(await listingRow(t.db, id)).toEqual(before);
    });

    it('lets only one of two simultaneous patches mark it sold', async () => {
      const id = await newListing();
      const statuses = (await Promise.all([patch(id, '?status=SOLD&source=FRIEND'), patch(id, '?status=SOLD&source=REDDIT')])).map(
        (r) => r.statusCode,
      );
      expect(statuses.sort()).toEqual([200, 409]);
    });
  });
});
