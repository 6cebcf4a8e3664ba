import type { SellerFacts, TicketListing } from '../../shared/entities';
import { listingId } from '../test/listingFixtures';
import { insertCategory, insertConcert } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** The seller card a buyer reads on one listing (issue 42): member since, tickets sold here, meet-up checks passed. */
describe("GET /api/ticketListing/:id/seller: the listing's seller's record here", () => {
  let t: TestApp;
  let seller: SignedInUser;
  let other: SignedInUser;
  let onSale: number;
  let othersListing: number;
  let concertId: number;

  const checkedBy = async (listing: number, phone: 'VERIFIED' | 'PENDING', matched: boolean, times = 1) => {
    const buyer = await signedInUser(t.db);
    await t.db.updateTable('users').set({ phone_verification_status: phone }).where('id', '=', buyer.user.id).execute();
    for (let i = 0; i < times; i += 1) await t.db.insertInto('meetup_checks').values({ listing_id: listing, checker_id: buyer.user.id, matched }).execute();
    return buyer;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    concertId = (await insertConcert(t.db, { name: 'Facts Show', categoryId: await insertCategory(t.db), daysFromNow: 5 })).id;
    seller = await signedInUser(t.db, { name: 'Asha Seller' });
    await t.db.updateTable('users').set({ created_at: new Date('2026-03-14T20:00:00Z') }).where('id', '=', seller.user.id).execute();
    other = await signedInUser(t.db, { name: 'Ravi Seller' });
    const mine = (fields: { quantity: number; status?: 'SOLD'; source?: string | null }) =>
      listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, quantity: fields.quantity, ticket_status: fields.status ?? 'LISTED', sold_source: fields.source ?? null });
    onSale = await mine({ quantity: 2 });
    const soldHere = await mine({ quantity: 3, status: 'SOLD', source: 'PLATFORM' });
    await mine({ quantity: 4, status: 'SOLD', source: 'REDDIT' });
    await mine({ quantity: 5, status: 'SOLD' });
    othersListing = await listingId(t.db, { concert_id: concertId, seller_id: other.user.id, quantity: 6, ticket_status: 'SOLD', sold_source: 'PLATFORM' });

    // Counted: one buyer on each of two listings (the first checked twice, counted once).
    await checkedBy(onSale, 'VERIFIED', true, 2);
    await checkedBy(soldHere, 'VERIFIED', true);
    // Not counted: a match by an unverified phone (a seller's own spare accounts), a mismatch, another seller's match.
    await checkedBy(onSale, 'PENDING', true);
    await checkedBy(onSale, 'VERIFIED', false);
    await checkedBy(othersListing, 'VERIFIED', true);
  });
  afterAll(() => t.close());

  const read = async (id: number | string, who: SignedInUser | null) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/ticketListing/${id}/seller`, headers: who?.headers });
    return { status: response.statusCode, body: response.json() as SellerFacts & { error?: string } };
  };

  it('tells a buyer the month the seller joined (in India), the tickets sold on FanTickets and the matched meet-up checks', async () => {
    const buyer = await signedInUser(t.db, { name: 'Buyer' });
    // 14 March 20:00 UTC is 15 March in India: March, whose first moment there is 28 February 18:30 UTC.
    expect(await read(onSale, buyer)).toEqual({ status: 200, body: { memberSince: '2026-02-28T18:30:00.000Z', ticketsSold: 3, meetupChecksPassed: 2 } });
  });

  it('tells the same to a visitor who is not signed in', async () => {
    expect((await read(onSale, null)).body).toEqual({ memberSince: '2026-02-28T18:30:00.000Z', ticketsSold: 3, meetupChecksPassed: 2 });
  });

  it("counts each seller's own record: another seller's listing tells theirs", async () => {
    expect((await read(othersListing, null)).body).toMatchObject({ ticketsSold: 6, meetupChecksPassed: 1 });
  });

  it("tells nothing of a hidden listing's seller but to that seller, as the listing itself", async () => {
    await t.db.updateTable('ticket_listings').set({ hidden_at: new Date(), hidden_cause: 'OPERATOR', hidden_reason: 'Checking' }).where('id', '=', onSale).execute();
    try {
      const buyer = await signedInUser(t.db, { name: 'Buyer' });
      expect(await read(onSale, buyer)).toEqual({ status: 404, body: { error: 'Ticket listing not found' } });
      expect((await read(onSale, seller)).status).toBe(200);
    } finally {
      await t.db.updateTable('ticket_listings').set({ hidden_at: null, hidden_cause: null, hidden_reason: null }).where('id', '=', onSale).execute();
    }
  });

  it('answers 404 for an unknown listing and 400 for an id that is not one', async () => {
    expect(await read(999999, null)).toEqual({ status: 404, body: { error: 'Ticket listing not found' } });
    expect((await read('abc', null)).status).toBe(400);
  });

  it('leaves the listings themselves as they were: no seller record in a listing', async () => {
    for (const [url, who] of [[`/api/ticketListing/concerts/${concertId}`, other], ['/api/ticketListing/users', seller]] as const) {
      const page = (await t.app.inject({ method: 'GET', url, headers: who.headers })).json() as { content: TicketListing[] };
      expect(page.content.map((listing) => listing.seller.id)).toContain(seller.user.id);
      expect(page.content.map((listing) => Object.keys(listing.seller).sort())).toContainEqual(['id', 'name']);
    }
  });
});
