import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId, listingRow } from '../test/listingFixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** POST /api/ticketListing/:id/view: the contact count buyers see counts people, not clicks. */
describe('counting contacts', () => {
  let t: TestApp;
  let concertId: number;
  let seller: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    concertId = (await insertConcert(t.db, { name: 'Contact Show', categoryId, daysFromNow: 5 })).id;
    seller = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  const newListing = () => listingId(t.db, { concert_id: concertId, seller_id: seller.user.id });
  const contact = (fan: SignedInUser, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/ticketListing/${id}/view`, headers: fan.headers });
  const shownCount = async (id: number) =>
    ((await t.app.inject({ method: 'GET', url: `/api/ticketListing/${id}` })).json() as { ticketHits: number }).ticketHits;

  it('counts one fan contacting a listing five times once', async () => {
    const id = await newListing();
    const fan = await signedInUser(t.db);
    for (let i = 0; i < 5; i += 1) {
      const response = await contact(fan, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ticketHits: 1 });
    }
    expect(await shownCount(id)).toBe(1);
    expect((await listingRow(t.db, id))?.ticket_hits).toBe(1);
  });

  it('counts two fans as two, each once, and keeps listings apart', async () => {
    const [id, other] = [await newListing(), await newListing()];
    const [asha, ravi] = [await signedInUser(t.db), await signedInUser(t.db)];
    expect((await contact(asha, id)).json()).toEqual({ ticketHits: 1 });
    expect((await contact(ravi, id)).json()).toEqual({ ticketHits: 2 });
    expect((await contact(asha, id)).json()).toEqual({ ticketHits: 2 });
    expect((await contact(ravi, other)).json()).toEqual({ ticketHits: 1 });
    expect(await shownCount(id)).toBe(2);
    expect(await shownCount(other)).toBe(1);
    const rows = await t.db.selectFrom('listing_contacts').select(['listing_id', 'user_id']).where('listing_id', '=', id).orderBy('user_id').execute();
    expect(rows).toEqual([
      { listing_id: id, user_id: asha.user.id },
      { listing_id: id, user_id: ravi.user.id },
    ]);
  });

  it('counts one fan once when their contacts arrive together', async () => {
    const id = await newListing();
    const fan = await signedInUser(t.db);
    const responses = await Promise.all(Array.from({ length: 6 }, () => contact(fan, id)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await shownCount(id)).toBe(1);
  });

  it("does not count the seller opening their own listing's contact", async () => {
    const id = await newListing();
    const response = await contact(seller, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ticketHits: 0 });
    expect(await t.db.selectFrom('listing_contacts').selectAll().where('listing_id', '=', id).execute()).toEqual([]);
  });

  it('answers 404 for a listing that does not exist, counting nothing', async () => {
    const fan = await signedInUser(t.db);
    const response = await contact(fan, 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Ticket listing not found' });
    expect(await t.db.selectFrom('listing_contacts').selectAll().where('user_id', '=', fan.user.id).execute()).toEqual([]);
  });
});
