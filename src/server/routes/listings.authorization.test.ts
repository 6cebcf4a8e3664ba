import type { InjectOptions } from 'fastify';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { listingId, listingRow } from '../test/listingFixtures';
import { insertCategory, insertConcert } from '../test/fixtures';
import { endedSessionHeaders, signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

const DETAILS = { quantity: 1, price: 1500, verifiedSeat: 'Gold - Row A', negotiable: true, wantsExchange: false, sellerCity: 'Pune' };

interface Change {
  name: string;
  request(id: number | string): InjectOptions;
  ownerStatus: number;
}

const CHANGES: Change[] = [
  { name: 'PUT /api/ticketListing/:id', request: (id) => ({ method: 'PUT', url: `/api/ticketListing/${id}`, payload: DETAILS }), ownerStatus: 200 },
  { name: 'DELETE /api/ticketListing/:id', request: (id) => ({ method: 'DELETE', url: `/api/ticketListing/${id}` }), ownerStatus: 204 },
  {
    name: 'PATCH /api/ticketListing/:id/status?status=SOLD',
    request: (id) => ({ method: 'PATCH', url: `/api/ticketListing/${id}/status?status=SOLD&source=FRIEND` }),
    ownerStatus: 200,
  },
];

describe('who may change a ticket listing', () => {
  let t: TestApp;
  let concertId: number;
  let owner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    concertId = (await insertConcert(t.db, { name: 'Auth Show', categoryId, daysFromNow: 5 })).id;
    owner = await signedInUser(t.db, { name: 'Owner' });
    other = await signedInUser(t.db, { name: 'Other' });
  });
  afterAll(() => t.close());

  const ownListing = (fields: { ticket_status?: 'LISTED' | 'SOLD' } = {}) =>
    listingId(t.db, { concert_id: concertId, seller_id: owner.user.id, ...fields });

  /** null: a browser that never signed in (no cookies); 'ended': one whose session is over. */
  function send(options: InjectOptions, who: SignedInUser | 'ended' | null) {
    const headers = who === 'ended' ? endedSessionHeaders() : who?.headers;
    return t.app.inject({ ...options, headers: { ...options.headers, ...headers } });
  }

  describe.each(CHANGES)('$name', ({ request, ownerStatus }) => {
    it('is a 401 asking a stranger without cookies to sign in, and nothing changes', async () => {
      const id = await ownListing();
      const before = await listingRow(t.db, id);
      const response = await send(request(id), null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED });
      expect(await listingRow(t.db, id)).toEqual(before);
    });

    it('is a 401 for a stranger whose session has ended, and nothing changes', async () => {
      const id = await ownListing();
      const before = await listingRow(t.db, id);
      const response = await send(request(id), 'ended');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED });
      expect(await listingRow(t.db, id)).toEqual(before);
    });

    it('is a 403 (CSRF) for the seller without the X-Csrf-Token header, and nothing changes', async () => {
      const id = await ownListing();
      const before = await listingRow(t.db, id);
      const response = await t.app.inject({ ...request(id), headers: { cookie: owner.headers.cookie } });
      expect(response.statusCode).toBe(403);
      expect(await listingRow(t.db, id)).toEqual(before);
    });

    it('is a 403 for another signed-in user, and nothing changes', async () => {
      const id = await ownListing();
      const before = await listingRow(t.db, id);
      const response = await send(request(id), other);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'You can only change your own listings' });
      expect(await listingRow(t.db, id)).toEqual(before);
    });

    it('is a 403 for another user on a SOLD listing too', async () => {
      const id = await ownListing({ ticket_status: 'SOLD' });
      expect((await send(request(id), other)).statusCode).toBe(403);
    });

    it(`is a ${ownerStatus} for the seller`, async () => {
      const id = await ownListing();
      const response = await send(request(id), owner);
      expect(response.statusCode).toBe(ownerStatus);
    });

    it('is a 404 for a listing that does not exist', async () => {
      const response = await send(request(999_999), owner);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Ticket listing not found' });
    });

    it('is a 400 for an id that is not a number', async () => {
      const response = await send(request('abc'), owner);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Listing id must be a whole number' });
    });
  });

  it('applies what the seller asked for', async () => {
    const edited = await ownListing();
    expect((await send(CHANGES[0].request(edited), owner)).json()).toMatchObject({ quantity: 1, price: 1500, sellerCity: 'Pune' });
    const deleted = await ownListing();
    await send(CHANGES[1].request(deleted), owner);
    expect(await listingRow(t.db, deleted)).toBeUndefined();
    const sold = await ownListing();
    expect((await send(CHANGES[2].request(sold), owner)).json()).toMatchObject({ ticketStatus: 'SOLD' });
    expect(await listingRow(t.db, sold)).toMatchObject({ ticket_status: 'SOLD', sold_source: 'FRIEND' });
  });

  describe('POST /api/ticketListing/:id/view', () => {
    it('is a 401 for a stranger, with or without cookies, and counts nothing', async () => {
      const id = await ownListing();
      expect((await send({ method: 'POST', url: `/api/ticketListing/${id}/view` }, 'ended')).statusCode).toBe(401);
      expect((await send({ method: 'POST', url: `/api/ticketListing/${id}/view` }, null)).statusCode).toBe(401);
      expect(await listingRow(t.db, id)).toMatchObject({ ticket_hits: 0 });
    });

    it('adds one contact for any signed-in fan, who gets the phone, but not for the seller (issue 15: contacts count people)', async () => {
      const id = await ownListing();
      const { phone_number: phoneNumber } = await t.db.selectFrom('users').select('phone_number').where('id', '=', owner.user.id).executeTakeFirstOrThrow();
      const first = await send({ method: 'POST', url: `/api/ticketListing/${id}/view` }, other);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ ticketHits: 1, phoneNumber });
      const second = await send({ method: 'POST', url: `/api/ticketListing/${id}/view` }, await signedInUser(t.db, { name: 'Third' }));
      expect(second.json()).toEqual({ ticketHits: 2, phoneNumber });
      const bySeller = await send({ method: 'POST', url: `/api/ticketListing/${id}/view` }, owner);
      expect(bySeller.statusCode).toBe(403);
      expect(await listingRow(t.db, id)).toMatchObject({ ticket_hits: 2 });
    });

    it('is a 404 for a listing that does not exist', async () => {
      expect((await send({ method: 'POST', url: '/api/ticketListing/999999/view' }, other)).statusCode).toBe(404);
    });
  });

  it('GET /api/ticketListing/users is a 401 for a stranger', async () => {
    const response = await send({ method: 'GET', url: '/api/ticketListing/users' }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED });
  });
});
