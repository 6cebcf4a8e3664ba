import { bookingIdHash } from '../db/bookingIdHash';
import { AppError } from '../http/AppError';
import { listingRow } from '../test/listingFixtures';
import { insertCategory, insertConcert, insertUser } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';
import { BOOKING_ALREADY_LISTED, createVerifiedListing, type VerifiedListingInput } from './verifiedListing.service';

describe('createVerifiedListing', () => {
  let t: TestApp;
  let input: Omit<VerifiedListingInput, 'bookingId'>;
  let bookings = 0;
  const nextBooking = () => `BK-${(bookings += 1)}`;

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    const concert = await insertConcert(t.db, { name: 'Verified Show', categoryId, daysFromNow: 30 });
    const seller = await insertUser(t.db, { name: 'Meera', phone_number: '+919822222222', email: 'meera@example.in' });
    input = {
      concertId: concert.id,
      sellerId: seller.id,
      verifiedSeat: ' Gold - Row F ',
      verifiedAdditionalDetails: 'Entry from Gate 3',
      verifiedTicketQuantity: 3,
      verifiedAmountPaid: 4500.5,
      sellerCity: 'Pune',
      dkim: { domain: 'bookmyshow.com', selector: 'bms1', keyFingerprint: 'f00d', signedAt: '2026-11-20T10:00:00.000Z' },
    };
  });
  afterAll(() => t.close());

  async function refusal(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it('lists every verified ticket at the amount paid per ticket, LISTED, with the seller shown as SPEC §3 says', async () => {
    const listing = await createVerifiedListing(t.db, { ...input, bookingId: nextBooking() });
    expect(listing).toMatchObject({
      quantity: 3,
      price: 1500.17,
      verifiedSeat: 'Gold - Row F',
      verifiedTicketQuantity: 3,
      verifiedAmountPaid: 4500.5,
      ticketStatus: 'LISTED',
      ticketHits: 0,
      wantsExchange: false,
      negotiable: false,
      sellerCity: 'Pune',
      concert: { concertId: input.concertId, concertName: 'Verified Show' },
      seller: { id: input.sellerId, name: 'Meera' },
    });
    expect(Object.keys(listing.seller).sort()).toEqual(['id', 'name']);
    expect(await listingRow(t.db, listing.ticketListingId)).toMatchObject({
      booking_id_hash: bookingIdHash('BK-1'),
      dkim_domain: 'bookmyshow.com',
      dkim_selector: 'bms1',
      dkim_key_fingerprint: 'f00d',
      dkim_signed_at: new Date('2026-11-20T10:00:00.000Z'),
    });
  });

  it('refuses a booking already behind a listing, LISTED or SOLD, with a 409', async () => {
    const bookingId = nextBooking();
    const first = await createVerifiedListing(t.db, { ...input, bookingId });
    expect(await refusal(createVerifiedListing(t.db, { ...input, bookingId }))).toMatchObject({ status: 409, message: BOOKING_ALREADY_LISTED });
    await t.db.updateTable('ticket_listings').set({ ticket_status: 'SOLD' }).where('id', '=', first.ticketListingId).execute();
    expect(await refusal(createVerifiedListing(t.db, { ...input, bookingId: ` ${bookingId} ` }))).toMatchObject({ status: 409 });
  });

  it('lets only one of two simultaneous verifications of a booking through', async () => {
    const bookingId = nextBooking();
    const outcomes = await Promise.allSettled([createVerifiedListing(t.db, { ...input, bookingId }), createVerifiedListing(t.db, { ...input, bookingId })]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const count = await t.db.selectFrom('ticket_listings').select((eb) => eb.fn.countAll<string>().as('n')).where('booking_id_hash', '=', bookingIdHash(bookingId)).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("runs inside the caller's transaction, so the caller's rollback takes the listing with it", async () => {
    const bookingId = nextBooking();
    await expect(
      t.db.transaction().execute(async (tx) => {
        await createVerifiedListing(tx, { ...input, bookingId });
        throw new Error('the caller failed afterwards');
      }),
    ).rejects.toThrow('the caller failed afterwards');
    expect(await t.db.selectFrom('ticket_listings').select('id').where('booking_id_hash', '=', bookingIdHash(bookingId)).executeTakeFirst()).toBeUndefined();
  });

  it('is a 404 for an unknown event and writes nothing', async () => {
    const bookingId = nextBooking();
    expect(await refusal(createVerifiedListing(t.db, { ...input, concertId: 999_999, bookingId }))).toMatchObject({ status: 404, message: 'Event not found' });
    expect(await t.db.selectFrom('ticket_listings').select('id').where('booking_id_hash', '=', bookingIdHash(bookingId)).executeTakeFirst()).toBeUndefined();
  });

  it.each([
    ['no tickets', { verifiedTicketQuantity: 0 }],
    ['a negative amount', { verifiedAmountPaid: -1 }],
    ['a blank booking id', { bookingId: ' ' }],
  ])('throws (a bug in the caller, not a seller error) for %s', async (_case, change) => {
    await expect(createVerifiedListing(t.db, { ...input, bookingId: nextBooking(), ...change })).rejects.not.toBeInstanceOf(AppError);
  });
});
