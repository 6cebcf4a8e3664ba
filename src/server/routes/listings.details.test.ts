import type { TicketListing } from '../../shared/entities';
import { listingId, listingRow, multipart } from '../test/listingFixtures';
import { insertCategory, insertConcert } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

const VALID = {
  quantity: 2,
  price: 2500,
  verifiedSeat: 'Silver Standing',
  verifiedAdditionalDetails: 'Entry from Gate 3',
  wantsExchange: false,
  negotiable: true,
  sellerCity: 'Mumbai',
};

/** SPEC §5 details rules at their boundaries, as PUT /api/ticketListing/:id enforces them. */
describe('editing the details of a listing', () => {
  let t: TestApp;
  let concertId: number;
  let seller: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    concertId = (await insertConcert(t.db, { name: 'Details Show', categoryId, daysFromNow: 9 })).id;
    seller = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  const newListing = (verifiedTicketQuantity: number | null = 4) =>
    listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, verified_ticket_quantity: verifiedTicketQuantity });

  function put(id: number, payload: unknown) {
    return t.app.inject({ method: 'PUT', url: `/api/ticketListing/${id}`, headers: seller.headers, payload: payload as object });
  }

  /** Sends the change and expects either the saved value or the refusal, with the row untouched. */
  async function expectOutcome(id: number, change: Record<string, unknown>, error: string | null) {
    const before = await listingRow(t.db, id);
    const response = await put(id, { ...VALID, ...change });
    if (error === null) {
      expect(response.statusCode).toBe(200);
      return response.json() as TicketListing;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await listingRow(t.db, id)).toEqual(before);
    return null;
  }

  it.each([
    [4, 0, 'Number of tickets must be between 1 and 4'],
    [4, 1, null],
    [4, 4, null],
    [4, 5, 'Number of tickets must be between 1 and 4'],
    [null, 0, 'Number of tickets must be between 1 and 100'],
    [null, 1, null],
    [null, 100, null],
    [null, 101, 'Number of tickets must be between 1 and 100'],
    [4, 1.5, 'Number of tickets must be between 1 and 4'],
    [4, undefined, 'Please enter the number of tickets'],
  ])('verified quantity %p, quantity %p → %p', async (verified, quantity, error) => {
    const saved = await expectOutcome(await newListing(verified), { quantity }, error);
    if (saved !== null) expect(saved.quantity).toBe(quantity);
  });

  it.each([
    ['price 10,000,000', 'price', 10_000_000, null],
    ['price 10,000,001', 'price', 10_000_001, 'Price must be less than 10,000,000 INR'],
    ['price 0', 'price', 0, 'Price must be at least ₹1'],
    ['price 0.99', 'price', 0.99, 'Price must be at least ₹1'],
    ['price 1', 'price', 1, null],
    ['no price', 'price', undefined, 'Price is required'],
    ['seat of 100 characters', 'verifiedSeat', 'S'.repeat(100), null],
    ['seat of 101 characters', 'verifiedSeat', 'S'.repeat(101), 'Seat details cannot exceed 100 characters'],
    ['blank seat', 'verifiedSeat', '   ', 'Seat details are required'],
    ['city of 50 characters', 'sellerCity', 'C'.repeat(50), null],
    ['city of 51 characters', 'sellerCity', 'C'.repeat(51), 'City cannot exceed 50 characters'],
    ['negotiable missing', 'negotiable', undefined, 'Please choose whether the price is negotiable'],
    ['negotiable null', 'negotiable', null, 'Please choose whether the price is negotiable'],
  ])('%s → %p', async (_case, field, value, error) => {
    const saved = await expectOutcome(await newListing(), { [field]: value }, error);
    if (saved !== null) expect(saved).toMatchObject({ [field]: value });
  });

  it('answers the updated listing, prices as numbers, and ignores fields the form does not edit', async () => {
    const id = await newListing();
    const response = await put(id, { ...VALID, price: 1234.5, ticketStatus: 'SOLD', ticketHits: 999, seller: { id: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...VALID, ticketListingId: id, price: 1234.5, ticketStatus: 'LISTED', ticketHits: 0 });
  });

  it.each([
    ['a price', 'price', '1234.5', 'price must be a number'],
    ['a quantity', 'quantity', '2', 'quantity must be a number'],
    ['negotiable', 'negotiable', 'true', 'negotiable must be true or false'],
  ])('refuses %s written as text, which only the form would read as a value', async (_case, field, value, error) => {
    await expectOutcome(await newListing(), { [field]: value }, error);
  });

  it('keeps the optional fields the request leaves out, and clears a blank city', async () => {
    const id = await newListing();
    await put(id, VALID);
    const { quantity, price, verifiedSeat, negotiable } = VALID;
    const response = await put(id, { quantity, price, verifiedSeat, negotiable, sellerCity: '  ' });
    expect(response.json()).toMatchObject({ wantsExchange: false, verifiedAdditionalDetails: 'Entry from Gate 3', sellerCity: null });
  });

  describe('as multipart with a ticketListing JSON part (SPEC §7)', () => {
    function putParts(id: number, parts: Parameters<typeof multipart>[0]) {
      const body = multipart(parts);
      return t.app.inject({ method: 'PUT', url: `/api/ticketListing/${id}`, payload: body.payload, headers: { ...seller.headers, ...body.headers } });
    }

    it('reads a text part', async () => {
      const id = await newListing();
      const response = await putParts(id, [{ name: 'ticketListing', value: JSON.stringify({ ...VALID, price: 777 }) }]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ price: 777 });
    });

    it('reads a JSON Blob part, as a browser FormData sends it, beside other parts', async () => {
      const id = await newListing();
      const response = await putParts(id, [
        { name: 'note', value: 'ignored' },
        { name: 'ticketListing', value: JSON.stringify({ ...VALID, quantity: 3 }), filename: 'blob', contentType: 'application/json' },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ quantity: 3 });
    });

    it.each([
      ['malformed JSON', [{ name: 'ticketListing', value: '{"quantity": 2,' }], "The 'ticketListing' part is not valid JSON"],
      ['no ticketListing part', [{ name: 'other', value: '{}' }], "The request has no 'ticketListing' part"],
      ['a JSON array', [{ name: 'ticketListing', value: '[1]' }], 'The ticket listing details must be a JSON object'],
      ['a blank seat', [{ name: 'ticketListing', value: JSON.stringify({ ...VALID, verifiedSeat: ' ' }) }], 'Seat details are required'],
      ['a price written as text', [{ name: 'ticketListing', value: JSON.stringify({ ...VALID, price: '900' }) }], 'price must be a number'],
    ])('refuses %s with a 400', async (_case, parts, error) => {
      const id = await newListing();
      const before = await listingRow(t.db, id);
      const response = await putParts(id, parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
      expect(await listingRow(t.db, id)).toEqual(before);
    });
  });
});
