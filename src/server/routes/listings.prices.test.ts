import type { TicketListing } from '../../shared/entities';
import { createVerifiedListing } from '../services/verifiedListing.service';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId, listingRow } from '../test/listingFixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp } from '../test/testApp';

const DETAILS = { quantity: 2, verifiedSeat: 'Silver Standing', negotiable: true, wantsExchange: false, sellerCity: 'Mumbai' };
const CAP_MESSAGE = 'The highest price you can ask is ₹3,000 per ticket: 20% over the face value of ₹2,500.';

/** A world of one event and one seller; `env` is the app's extra environment (PRICE_CAP_PERCENT). */
async function world(env: Record<string, string> = {}) {
  const t = await buildTestApp({ env });
  const categoryId = await insertCategory(t.db);
  const concertId = (await insertConcert(t.db, { name: 'Fair Price Show', categoryId, daysFromNow: 12 })).id;
  const seller = await signedInUser(t.db);
  /** A listing verified at `paid` rupees for `tickets` tickets. */
  const verified = (paid: number | null, tickets: number | null = 2) =>
    listingId(t.db, {
      concert_id: concertId,
      seller_id: seller.user.id,
      quantity: tickets ?? 2,
      price: 1000,
      verified_ticket_quantity: tickets,
      verified_amount_paid: paid,
    });
  const put = (as: SignedInUser, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/ticketListing/${id}`, headers: as.headers, payload });
  return { t, concertId, seller, verified, put };
}

describe('fair prices: the cap over face value (default 20%)', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => w.t.close());

  async function expectRefused(id: number, price: unknown, error: string) {
    const before = await listingRow(w.t.db, id);
    const response = await w.put(w.seller, id, { ...DETAILS, price });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await listingRow(w.t.db, id)).toEqual(before);
  }

  it('refuses ₹1,23,456 for a ticket verified at ₹2,500 each, naming the highest price and the face value', async () => {
    const id = await w.verified(5000, 2);
    await expectRefused(id, 123456, CAP_MESSAGE);
  });

  it('refuses a rupee over the cap and accepts the cap itself', async () => {
    const id = await w.verified(5000, 2);
    await expectRefused(id, 3001, CAP_MESSAGE);
    await expectRefused(id, 3000.5, CAP_MESSAGE);
    const response = await w.put(w.seller, id, { ...DETAILS, price: 3000 });
    expect(response.statusCode).toBe(200);
    expect((response.json() as TicketListing).price).toBe(3000);
    expect((await listingRow(w.t.db, id))?.price).toBe('3000.00');
  });

  it('rounds the highest price up to the rupee: ₹1,000 for three tickets allows ₹400, not ₹400.01', async () => {
    const id = await w.verified(1000, 3);
    const refusal = 'The highest price you can ask is ₹400 per ticket: 20% over the face value of ₹333.33.';
    await expectRefused(id, 400.01, refusal);
    expect((await w.put(w.seller, id, { ...DETAILS, price: 400 })).statusCode).toBe(200);
  });

  it('allows any price at or below face value', async () => {
    const id = await w.verified(5000, 2);
    for (const price of [2500, 2300, 1]) {
      const response = await w.put(w.seller, id, { ...DETAILS, price });
      expect(response.statusCode).toBe(200);
      expect((response.json() as TicketListing).price).toBe(price);
    }
  });

  it.each([
    [0, 'Price must be at least ₹1'],
    [0.99, 'Price must be at least ₹1'],
    [-2500, 'Price must be at least ₹1'],
    ['0', 'Price must be at least ₹1'],
  ])('refuses a price of %p: %s', async (price, error) => {
    await expectRefused(await w.verified(5000, 2), price, error);
  });

  it('holds the cap to the booking the listing was verified with, whatever the request says it cost', async () => {
    const id = await w.verified(5000, 2);
    await expectRefused(id, 123456, CAP_MESSAGE);
    const forged = { ...DETAILS, price: 123456, verifiedAmountPaid: 1_000_000, verifiedTicketQuantity: 1 };
    const response = await w.put(w.seller, id, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CAP_MESSAGE });
  });

  it('holds a listing made from a verified booking to its face value, and says the cap over GET /api/listing-rules', async () => {
    const listing = await createVerifiedListing(w.t.db, {
      concertId: w.concertId,
      sellerId: w.seller.user.id,
      bookingId: 'BK-FAIR-1',
      verifiedSeat: 'Gold - Row F',
      verifiedTicketQuantity: 2,
      verifiedAmountPaid: 5000,
      dkim: { domain: 'bookmyshow.com', selector: 'bms1', keyFingerprint: 'f00d', signedAt: '2026-11-20T10:00:00.000Z' },
    });
    expect(listing.price).toBe(2500);
    await expectRefused(listing.ticketListingId, 123456, CAP_MESSAGE);
    const rules = await w.t.app.inject({ method: 'GET', url: '/api/listing-rules' });
    expect(rules.statusCode).toBe(200);
    expect(rules.json()).toEqual({ priceCapPercent: 20 });
  });

  it('leaves a listing without a verified amount to the SPEC §5 limits alone', async () => {
    const id = await w.verified(null, 2);
    expect((await w.put(w.seller, id, { ...DETAILS, price: 123456 })).statusCode).toBe(200);
  });
});

describe('fair prices with PRICE_CAP_PERCENT', () => {
  it('off: allows ₹1,23,456 for a ticket verified at ₹2,500 each, but still not ₹0', async () => {
    const w = await world({ PRICE_CAP_PERCENT: 'off' });
    try {
      const id = await w.verified(5000, 2);
      const response = await w.put(w.seller, id, { ...DETAILS, price: 123456 });
      expect(response.statusCode).toBe(200);
      expect((response.json() as TicketListing).price).toBe(123456);
      const zero = await w.put(w.seller, id, { ...DETAILS, price: 0 });
      expect(zero.statusCode).toBe(400);
      expect(zero.json()).toEqual({ error: 'Price must be at least ₹1' });
      expect((await w.t.app.inject({ method: 'GET', url: '/api/listing-rules' })).json()).toEqual({ priceCapPercent: null });
    } finally {
      await w.t.close();
    }
  });

  it('50: allows ₹3,750 for a ticket verified at ₹2,500 each and refuses ₹3,751', async () => {
    const w = await world({ PRICE_CAP_PERCENT: '50' });
    try {
      const id = await w.verified(5000, 2);
      expect((await w.put(w.seller, id, { ...DETAILS, price: 3750 })).statusCode).toBe(200);
      const response = await w.put(w.seller, id, { ...DETAILS, price: 3751 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The highest price you can ask is ₹3,750 per ticket: 50% over the face value of ₹2,500.',
      });
    } finally {
      await w.t.close();
    }
  });
});
