import type { SellerContact } from '../../shared/entities';
import { CONTACTS_PER_DAY, OWN_LISTING, SELLER_WITHOUT_PHONE } from '../services/sellerContact.service';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId, listingRow } from '../test/listingFixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

const SELLER_PHONE = '+919811100021';

/**
 * POST /api/ticketListing/:id/view, the contact: the one call that answers a seller's phone number, to a signed-in
 * buyer, counted once per buyer and capped per day, so that no account can gather every seller's number.
 */
describe('contacting a seller', () => {
  let t: TestApp;
  let concertId: number;
  let seller: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    concertId = (await insertConcert(t.db, { name: 'Contact Show', categoryId, daysFromNow: 5 })).id;
    seller = await signedInUser(t.db, { name: 'Asha Seller', phone_number: SELLER_PHONE });
  });
  afterAll(() => t.close());

  const newListing = (fields: Partial<Parameters<typeof listingId>[1]> = {}) => listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, ...fields });
  const contact = (fan: SignedInUser | null, id: number, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/ticketListing/${id}/view`, headers: fan?.headers, payload });
  const shownCount = async (id: number) =>
    ((await t.app.inject({ method: 'GET', url: `/api/ticketListing/${id}` })).json() as { ticketHits: number }).ticketHits;
  const contactsBy = (fan: SignedInUser) => t.db.selectFrom('listing_contacts').select('listing_id').where('user_id', '=', fan.user.id).execute();

  describe('answering the number, counting people', () => {
    it("answers the seller's number and counts one fan contacting five times once", async () => {
      const id = await newListing();
      const fan = await signedInUser(t.db);
      for (let i = 0; i < 5; i += 1) {
        const response = await contact(fan, id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual<SellerContact>({ ticketHits: 1, phoneNumber: SELLER_PHONE });
      }
      expect(await shownCount(id)).toBe(1);
      expect((await listingRow(t.db, id))?.ticket_hits).toBe(1);
    });

    it('counts two fans as two, each once, and keeps listings apart', async () => {
      const [id, other] = [await newListing(), await newListing()];
      const [asha, ravi] = [await signedInUser(t.db), await signedInUser(t.db)];
      expect((await contact(asha, id)).json()).toMatchObject({ ticketHits: 1 });
      expect((await contact(ravi, id)).json()).toMatchObject({ ticketHits: 2 });
      expect((await contact(asha, id)).json()).toMatchObject({ ticketHits: 2 });
      expect((await contact(ravi, other)).json()).toMatchObject({ ticketHits: 1 });
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
  });

  describe('who is refused', () => {
    it('refuses nobody signed in (401), counting nothing', async () => {
      const id = await newListing();
      const response = await contact(null, id);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
      expect(response.body).not.toContain(SELLER_PHONE.slice(3));
      expect(await shownCount(id)).toBe(0);
    });

    it('refuses a suspended buyer: their session no longer counts', async () => {
      const id = await newListing();
      const fan = await signedInUser(t.db);
      await t.db.updateTable('users').set({ suspended_at: new Date(), suspension_reason: 'Scraping' }).where('id', '=', fan.user.id).execute();
      const response = await contact(fan, id);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain(SELLER_PHONE.slice(3));
      expect(await contactsBy(fan)).toEqual([]);
    });

    it("refuses the seller contacting their own listing (403), counting nothing", async () => {
      const id = await newListing();
      const response = await contact(seller, id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: OWN_LISTING });
      expect(await t.db.selectFrom('listing_contacts').selectAll().where('listing_id', '=', id).execute()).toEqual([]);
    });

    it("takes the buyer from the session, never from the request: another user's id in the body is a 400", async () => {
      const id = await newListing();
      const [fan, victim] = [await signedInUser(t.db), await signedInUser(t.db)];
      const response = await contact(fan, id, { userId: victim.user.id, buyerId: victim.user.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
      expect(await contactsBy(fan)).toEqual([]);
      expect(await contactsBy(victim)).toEqual([]);
      expect(await shownCount(id)).toBe(0);
    });

    it.each([
      ['does not exist', async () => 999_999],
      ['is sold', () => newListing({ ticket_status: 'SOLD' })],
      ['is hidden by an operator', () => newListing({ hidden_at: new Date(), hidden_cause: 'OPERATOR', hidden_reason: 'Reported' })],
      [
        'was deleted',
        async () => {
          const id = await newListing();
          await t.db.deleteFrom('ticket_listings').where('id', '=', id).execute();
          return id;
        },
      ],
    ])('answers a listing that %s as absent (404), with no number and nothing counted', async (_case, make) => {
      const id = await make();
      const fan = await signedInUser(t.db);
      const response = await contact(fan, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Ticket listing not found' });
      expect(await contactsBy(fan)).toEqual([]);
    });

    it('answers a 409 for a seller without a phone number, counting nothing', async () => {
      const silent = await signedInUser(t.db, { name: 'No Phone' });
      await t.db.updateTable('users').set({ phone_number: null }).where('id', '=', silent.user.id).execute();
      const id = await listingId(t.db, { concert_id: concertId, seller_id: silent.user.id });
      const fan = await signedInUser(t.db);
      const response = await contact(fan, id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: SELLER_WITHOUT_PHONE });
      expect(await contactsBy(fan)).toEqual([]);
    });
  });

  describe('the daily cap on new contacts', () => {
    it(`answers ${CONTACTS_PER_DAY} new listings a day, then a 429 with Retry-After; asking again about one already contacted still answers`, async () => {
      const fan = await signedInUser(t.db);
      const ids: number[] = [];
      for (let i = 0; i <= CONTACTS_PER_DAY; i += 1) ids.push(await newListing());
      for (const id of ids.slice(0, CONTACTS_PER_DAY)) expect((await contact(fan, id)).statusCode).toBe(200);

      const refused = await contact(fan, ids[CONTACTS_PER_DAY]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: `You have contacted the sellers of ${CONTACTS_PER_DAY} listings in the last day, the most one account may. Try again in 24 hours.`,
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      expect(refused.body).not.toContain(SELLER_PHONE.slice(3));
      expect(await shownCount(ids[CONTACTS_PER_DAY])).toBe(0);
      expect(await contactsBy(fan)).toHaveLength(CONTACTS_PER_DAY);

      const again = await contact(fan, ids[0]);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ticketHits: 1, phoneNumber: SELLER_PHONE });
    });

    it('counts the last 24 hours: once the oldest contact is a day old, one more is answered', async () => {
      const fan = await signedInUser(t.db);
      for (let i = 0; i < CONTACTS_PER_DAY; i += 1) expect((await contact(fan, await newListing())).statusCode).toBe(200);
      const next = await newListing();
      expect((await contact(fan, next)).statusCode).toBe(429);
      const [oldest] = await contactsBy(fan);
      await t.db
        .updateTable('listing_contacts')
        .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where('user_id', '=', fan.user.id)
        .where('listing_id', '=', oldest.listing_id)
        .execute();
      expect((await contact(fan, next)).statusCode).toBe(200);
      expect((await contact(fan, await newListing())).statusCode).toBe(429);
    });

    it('holds the cap when the new contacts arrive together', async () => {
      const fan = await signedInUser(t.db);
      const ids: number[] = [];
      for (let i = 0; i < CONTACTS_PER_DAY + 5; i += 1) ids.push(await newListing());
      const statuses = (await Promise.all(ids.map((id) => contact(fan, id)))).map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(CONTACTS_PER_DAY);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      expect(await contactsBy(fan)).toHaveLength(CONTACTS_PER_DAY);
    });
  });

  it('limits the calls themselves: 60 an hour per account, replays included', async () => {
    const id = await newListing();
    const fan = await signedInUser(t.db);
    for (let i = 0; i < 60; i += 1) expect((await contact(fan, id)).statusCode).toBe(200);
    const refused = await contact(fan, id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/wait/i) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back by this one's calls.
    expect((await contact(await signedInUser(t.db), id)).statusCode).toBe(200);
  });
});
