import type { TicketListing } from '../../shared/entities';
import { listingId } from '../test/listingFixtures';
import { insertCategory, insertConcert } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** The seller card a buyer reads on one listing (issue 42): member since, tickets sold here, meet-up checks passed. */
describe("GET /api/ticketListing/:id: the seller's record here", () => {
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

  const read = async (id: number, who: SignedInUser | null) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/ticketListing/${id}`, headers: who?.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as TicketListing;
  };

  it('tells a buyer the month the seller joined (in India), the tickets sold on FanTickets and the matched meet-up checks', async () => {
    const buyer = await signedInUser(t.db, { name: 'Buyer' });
    const listing = await read(onSale, buyer);
    // 14 March 20:00 UTC is 15 March in India: March, whose first moment there is 28 February 18:30 UTC.
    expect(listing.seller.facts).toEqual({ memberSince: '2026-02-28T18:30:00.000Z', ticketsSold: 3, meetupChecksPassed: 2 });
  });

  it('tells the same to a visitor who is not signed in (no phone number)', async () => {
    const listing = await read(onSale, null);
    expect(listing.seller).toEqual({ id: seller.user.id, name: 'Asha Seller', phoneNumber: null, facts: expect.objectContaining({ ticketsSold: 3 }) });
  });

  it("counts each seller's own record: another seller's listing shows theirs", async () => {
    const listing = await read(othersListing, null);
    expect(listing.seller.facts).toMatchObject({ ticketsSold: 6, meetupChecksPassed: 1 });
  });

  it('leaves the record out of lists of listings: the event page and My Listings', async () => {
    for (const [url, who] of [[`/api/ticketListing/concerts/${concertId}`, other], ['/api/ticketListing/users', seller]] as const) {
      const page = (await t.app.inject({ method: 'GET', url, headers: who.headers })).json() as { content: TicketListing[] };
      expect(page.content.map((listing) => listing.seller.id)).toContain(seller.user.id);
      expect(page.content.filter((listing) => 'facts' in listing.seller)).toEqual([]);
    }
  });
});
