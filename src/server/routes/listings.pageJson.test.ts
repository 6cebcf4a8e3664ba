import type { PagedResponse, TicketListing } from '../../shared/entities';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

type Page = PagedResponse<TicketListing>;

/**
 * Every listing on an event's listings page must be exactly the listing as GET /api/ticketListing/:id answers it,
 * but for the seller's phone, which no listings page carries (the contact action hands it out): the awkward values
 * below are the ones a serialiser could get wrong.
 */
describe("an event's listings page", () => {
  let t: TestApp;
  let fan: SignedInUser;
  let concertId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    const concert = await insertConcert(t.db, { name: 'Nights "in" Goa \\ Édition', categoryId, daysFromNow: 9 });
    concertId = concert.id;
    await t.db.updateTable('concerts').set({ thumbnail: '/thumbnails/goa.webp', date: new Date('2027-01-02T03:04:05.678Z') }).where('id', '=', concertId).execute();
    fan = await signedInUser(t.db, { name: 'Fan' });
    const seller = await signedInUser(t.db, { name: 'Asha "Ace" Rao', phone_number: '+919811100001' });
    const quiet = await signedInUser(t.db, { name: 'Ravi', phone_number: '+919811100002' });
    const add = async (fields: Parameters<typeof listingId>[1]) => {
      const id = await listingId(t.db, fields);
      ids.push(id);
      return id;
    };
    const checked = await add({
      concert_id: concertId,
      seller_id: seller.user.id,
      price: '999.50',
      quantity: 3,
      verified_amount_paid: '1234.56',
      booking_seat: 'Row "A"\nSeat 5 — é 🎟',
      verified_additional_details: 'Tab\there, a back\\slash and \u0001',
      seller_city: 'Pune',
      wants_exchange: true,
      negotiable: true,
      ticket_hits: 7,
    });
    await add({ concert_id: concertId, seller_id: quiet.user.id, price: 10_000_000, quantity: 1, verified_amount_paid: null, verified_ticket_quantity: null });
    await add({ concert_id: concertId, seller_id: quiet.user.id, price: '0.01', quantity: 6, ticket_status: 'SOLD' });
    await add({ concert_id: concertId, seller_id: seller.user.id, price: 1500, quantity: 2 });
    const hidden = await listingId(t.db, { concert_id: concertId, seller_id: quiet.user.id, price: 1, quantity: 1 });
    await t.db.updateTable('ticket_listings').set({ hidden_at: new Date(), hidden_cause: 'OPERATOR', hidden_reason: 'Reported' }).where('id', '=', hidden).execute();
    // Meet-up checks: one by a buyer with a verified phone counts; an unverified buyer's and an unmatched one do not.
    const verified = await signedInUser(t.db, { phone_number: '+919811100003' });
    await t.db.updateTable('users').set({ phone_verification_status: 'VERIFIED' }).where('id', '=', verified.user.id).execute();
    const unverified = await signedInUser(t.db, { phone_number: '+919811100004' });
    await t.db
      .insertInto('meetup_checks')
      .values([
        { listing_id: checked, checker_id: verified.user.id, matched: true },
        { listing_id: checked, checker_id: unverified.user.id, matched: true },
        { listing_id: ids[1], checker_id: verified.user.id, matched: false },
      ])
      .execute();
  });
  afterAll(() => t.close());

  async function get<T>(url: string, who: SignedInUser | null) {
    const response = await t.app.inject({ method: 'GET', url, headers: who?.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  }

  it.each([
    ['a signed-in reader', true],
    ['an anonymous reader', false],
  ])('shows every listing to %s exactly as the listing itself reads, without the phone', async (_who, signedIn) => {
    const who = signedIn ? fan : null;
    const page = await get<Page>(`/api/ticketListing/concerts/${concertId}`, who);
    expect(page.totalElements).toBe(4);
    expect(page.lastPage).toBe(true);
    expect(page.content.map((l) => l.ticketListingId)).toEqual([ids[0], ids[3], ids[1], ids[2]]);
    for (const listing of page.content) {
      const alone = await get<TicketListing>(`/api/ticketListing/${listing.ticketListingId}`, who);
      expect(listing).toStrictEqual(alone);
    }
    const checked = page.content[0];
    expect(checked.meetupChecks).toBe(1);
    expect(checked.concert.concertDate).toBe('2027-01-02T03:04:05.678Z');
    expect(checked.seller).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('pages, sorts and filters as asked, counting what matches', async () => {
    const byQuantity = await get<Page>(`/api/ticketListing/concerts/${concertId}?sortBy=quantity&sortDir=desc&pageSize=2`, null);
    expect(byQuantity.content.map((l) => l.quantity)).toEqual([3, 2]);
    expect(byQuantity).toMatchObject({ totalElements: 4, lastPage: false });
    const secondPage = await get<Page>(`/api/ticketListing/concerts/${concertId}?sortBy=quantity&sortDir=desc&pageSize=2&pageNumber=1`, null);
    expect(secondPage.content.map((l) => l.ticketStatus)).toEqual(['LISTED', 'SOLD']);
    const filtered = await get<Page>(`/api/ticketListing/concerts/${concertId}?minPrice=1000&maxPrice=2000`, null);
    expect(filtered.content.map((l) => l.price)).toEqual([1500]);
    expect(filtered.totalElements).toBe(1);
    const beyond = await get<Page>(`/api/ticketListing/concerts/${concertId}?pageNumber=3&pageSize=2`, null);
    expect(beyond).toEqual({ content: [], lastPage: true, totalElements: 4 });
  });

  it("keeps the event's count of shown listings as listings are added, hidden, shown again and deleted", async () => {
    const total = async () => (await get<Page>(`/api/ticketListing/concerts/${concertId}?pageSize=1`, null)).totalElements;
    const shown = () => t.db.selectFrom('concert_stats').select('listings_shown').where('concert_id', '=', concertId).executeTakeFirstOrThrow();
    const extra = await listingId(t.db, { concert_id: concertId, seller_id: fan.user.id, price: 700, quantity: 1 });
    expect(await total()).toBe(5);
    await t.db.updateTable('ticket_listings').set({ hidden_at: new Date(), hidden_cause: 'SELLER_SUSPENDED' }).where('id', '=', extra).execute();
    expect(await total()).toBe(4);
    await t.db.updateTable('ticket_listings').set({ hidden_at: null, hidden_cause: null }).where('id', '=', extra).execute();
    expect(await total()).toBe(5);
    await t.db.deleteFrom('ticket_listings').where('id', '=', extra).execute();
    expect(await total()).toBe(4);
    expect(await shown()).toEqual({ listings_shown: 4 });
  });

  it("leaves out a sold listing whose seller deleted their account, and still fills the page", async () => {
    const orphan = await listingId(t.db, { concert_id: concertId, seller_id: fan.user.id, price: 1, quantity: 1, ticket_status: 'SOLD' });
    await t.db.updateTable('ticket_listings').set({ seller_id: null }).where('id', '=', orphan).execute();
    try {
      const page = await get<Page>(`/api/ticketListing/concerts/${concertId}?sortDir=desc&pageSize=4`, null);
      expect(page.content.map((l) => l.ticketListingId)).toEqual([ids[1], ids[3], ids[0], ids[2]]);
    } finally {
      await t.db.deleteFrom('ticket_listings').where('id', '=', orphan).execute();
    }
  });

  it('answers 404 for an event that does not exist, filtered or not', async () => {
    for (const query of ['', '?minPrice=1']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/ticketListing/concerts/999999${query}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Event not found' });
    }
  });
});
