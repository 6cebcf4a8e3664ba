import type { PagedResponse, TicketListing } from '../../shared/entities';
import { BOOKING_ID_REQUIRED, meetupCheckLimitMessage, SELLER_CANNOT_CHECK } from '../../shared/schemas/meetupCheckSchemas';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { LISTING_NOT_FOUND } from '../services/listings.service';
import { createVerifiedListing } from '../services/verifiedListing.service';
import { freshIp } from '../test/accounts';
import { signedInAdmin } from '../test/admins';
import { insertCategory, insertConcert } from '../test/fixtures';
import { endedSessionHeaders, signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** The booking that proved the listing: no response and no log line may ever carry it. */
const BOOKING_ID = 'BMS-7Q4K-2209';

describe('POST /api/ticketListing/:id/check-booking (the buyer checks the ticket at the meet-up)', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let concertId: number;
  let listing: number;
  const logLines: string[] = [];
  const bodies: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => logLines.push(line) } });
    const categoryId = await insertCategory(t.db);
    concertId = (await insertConcert(t.db, { name: 'Meet-up Live', categoryId, daysFromNow: 5 })).id;
    seller = await signedInUser(t.db, { name: 'Asha Seller', phone_number: '+919811111111' });
    const created = await createVerifiedListing(t.db, {
      concertId,
      sellerId: seller.user.id,
      bookingId: BOOKING_ID,
      verifiedSeat: 'GOLD - Row F',
      verifiedTicketQuantity: 2,
      verifiedAmountPaid: 4000,
      dkim: { domain: 'bookmyshow.com', selector: 'bms1', keyFingerprint: 'f00d', signedAt: '2026-11-20T10:00:00.000Z' },
    });
    listing = created.ticketListingId;
  });
  afterAll(() => t.close());

  async function check(who: SignedInUser | Record<string, string> | null, bookingId: unknown, id = listing) {
    const headers = who === null ? {} : 'headers' in who ? (who.headers as Record<string, string>) : who;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/ticketListing/${id}/check-booking`,
      headers,
      payload: { bookingId } as Record<string, unknown>,
      remoteAddress: freshIp(),
    });
    bodies.push(response.body);
    return { status: response.statusCode, body: response.json() as { match?: boolean; error?: string }, headers: response.headers };
  }

  async function read(url: string, who: SignedInUser | null) {
    const response = await t.app.inject({ method: 'GET', url, headers: who?.headers });
    bodies.push(response.body);
    expect(response.statusCode).toBe(200);
    return response.json() as TicketListing & PagedResponse<TicketListing>;
  }

  it('answers match: true for the booking id on the ticket, and only that', async () => {
    const buyer = await signedInUser(t.db);
    expect(await check(buyer, BOOKING_ID)).toMatchObject({ status: 200, body: { match: true } });
    expect((await check(buyer, BOOKING_ID)).body).toEqual({ match: true });
  });

  it('answers match: false for another id', async () => {
    const buyer = await signedInUser(t.db);
    expect(await check(buyer, 'BMS-7Q4K-2208')).toMatchObject({ status: 200, body: { match: false } });
    expect((await check(buyer, 'BMS7Q4K')).body).toEqual({ match: false });
  });

  it.each([
    ['in lower case', 'bms-7q4k-2209'],
    ['without dashes', 'BMS7Q4K2209'],
    ['with spaces instead of dashes', ' BMS 7Q4K 2209 '],
    ['with a typographic dash', 'BMS\u20137Q4K\u20132209'],
  ])('ignores case, spaces and dashes: %s matches', async (_label, typed) => {
    const buyer = await signedInUser(t.db);
    expect((await check(buyer, typed)).body).toEqual({ match: true });
  });

  it('refuses the listing’s seller with 403 and says why', async () => {
    expect(await check(seller, BOOKING_ID)).toMatchObject({ status: 403, body: { error: SELLER_CANNOT_CHECK } });
  });

  it('refuses a stranger and an ended session, asking both to sign in', async () => {
    expect(await check(null, BOOKING_ID)).toMatchObject({ status: 401, body: { error: SIGN_IN_REQUIRED } });
    expect(await check(endedSessionHeaders(), BOOKING_ID)).toMatchObject({ status: 401, body: { error: SIGN_IN_REQUIRED } });
  });

  it('answers 404 for a listing that does not exist', async () => {
    const buyer = await signedInUser(t.db);
    expect(await check(buyer, BOOKING_ID, 987654)).toMatchObject({ status: 404, body: { error: LISTING_NOT_FOUND } });
  });

  it.each([
    ['nothing', ''],
    ['only dashes and spaces', ' - - '],
    ['a number', 12345],
  ])('refuses %s as the id with a 400', async (_label, typed) => {
    const buyer = await signedInUser(t.db);
    const { status, body } = await check(buyer, typed);
    expect(status).toBe(400);
    expect(body.error).toMatch(typed === 12345 ? /bookingId/ : new RegExp(BOOKING_ID_REQUIRED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  it('allows five checks per buyer per listing an hour, right or wrong, then a 429 that says so', async () => {
    const buyer = await signedInUser(t.db);
    const typed = ['BMS-1', BOOKING_ID, 'BMS-2', 'BMS-3', 'BMS-4'];
    for (const id of typed) expect((await check(buyer, id)).status).toBe(200);
    const refused = await check(buyer, BOOKING_ID);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: meetupCheckLimitMessage(60) });
    expect(refused.body.error).toBe('You have checked this listing 5 times in the last hour. Try again in 60 minutes, or do not pay if the id does not match.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another buyer, and the same buyer on another listing, still may.
    expect((await check(await signedInUser(t.db), BOOKING_ID)).status).toBe(200);
    const other = await createVerifiedListing(t.db, {
      concertId,
      sellerId: seller.user.id,
      bookingId: 'DIST-55501',
      verifiedSeat: 'Fan Pit',
      verifiedTicketQuantity: 1,
      verifiedAmountPaid: 2500,
      dkim: { domain: 'district.in', selector: 'd1', keyFingerprint: 'beef', signedAt: '2026-11-20T10:00:00.000Z' },
    });
    expect(await check(buyer, 'dist 55501', other.ticketListingId)).toMatchObject({ status: 200, body: { match: true } });
  });

  it('records every check, and the listing shows how many buyers’ checks matched, each buyer once', async () => {
    const countNow = async () => (await read(`/api/ticketListing/${listing}`, null)).meetupChecks;
    const before = await countNow();
    const phoneVerified = async () => {
      const buyer = await signedInUser(t.db);
      await t.db.updateTable('users').set({ phone_verification_status: 'VERIFIED' }).where('id', '=', buyer.user.id).execute();
      return buyer;
    };
    const first = await phoneVerified();
    const second = await phoneVerified();
    const wrong = await phoneVerified();
    await check(first, BOOKING_ID);
    await check(first, BOOKING_ID.toLowerCase());
    expect(await countNow()).toBe(before + 1);
    await check(wrong, 'BMS-0000');
    expect(await countNow()).toBe(before + 1);
    await check(second, BOOKING_ID);
    expect(await countNow()).toBe(before + 2);
    const rows = await t.db.selectFrom('meetup_checks').selectAll().where('checker_id', 'in', [first.user.id, second.user.id, wrong.user.id]).orderBy('id').execute();
    expect(rows.map((row) => [row.checker_id, row.listing_id, row.matched])).toEqual([
      [first.user.id, listing, true],
      [first.user.id, listing, true],
      [wrong.user.id, listing, false],
      [second.user.id, listing, true],
    ]);
    const page = await read(`/api/ticketListing/concerts/${concertId}`, first);
    expect(page.content.find((item) => item.ticketListingId === listing)?.meetupChecks).toBe(before + 2);
  });

  it('counts no match from a buyer whose phone is not verified: a seller cannot vouch with accounts of their own', async () => {
    const countNow = async () => (await read(`/api/ticketListing/${listing}`, null)).meetupChecks;
    const before = await countNow();
    const puppet = await signedInUser(t.db);
    expect(await check(puppet, BOOKING_ID)).toMatchObject({ status: 200, body: { match: true } });
    expect(await countNow()).toBe(before);
  });

  it('refuses a listing an operator hid as if it were not there, and records no check', async () => {
    const admin = await signedInAdmin(t.db);
    const hidden = await createVerifiedListing(t.db, {
      concertId,
      sellerId: seller.user.id,
      bookingId: 'BMS-HIDDEN-4411',
      verifiedSeat: 'Silver - Row B',
      verifiedTicketQuantity: 1,
      verifiedAmountPaid: 1500,
      dkim: { domain: 'bookmyshow.com', selector: 'bms1', keyFingerprint: 'f00d', signedAt: '2026-11-20T10:00:00.000Z' },
    });
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/admin/listings/${hidden.ticketListingId}/hide`,
      headers: admin.headers,
      payload: { reason: 'The seat does not exist at this venue' },
    });
    expect(hide.statusCode).toBe(200);
    const buyer = await signedInUser(t.db);
    expect(await check(buyer, 'BMS-HIDDEN-4411', hidden.ticketListingId)).toMatchObject({ status: 404, body: { error: LISTING_NOT_FOUND } });
    expect(await t.db.selectFrom('meetup_checks').select('id').where('listing_id', '=', hidden.ticketListingId).execute()).toEqual([]);
  });

  it('keeps only a hash of the normalised booking id beside the listing', async () => {
    const row = await t.db.selectFrom('ticket_listings').select(['booking_id_hash']).where('id', '=', listing).executeTakeFirstOrThrow();
    expect(row.booking_id_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never sends or logs the listing’s booking id', async () => {
    await read(`/api/ticketListing/${listing}`, seller);
    await read('/api/ticketListing/users', seller);
    await read(`/api/ticketListing/concerts/${concertId}`, await signedInUser(t.db));
    const needles = [BOOKING_ID, 'BMS7Q4K2209'].map((text) => text.toLowerCase());
    expect(bodies.length).toBeGreaterThan(20);
    expect(bodies.filter((body) => needles.some((needle) => body.toLowerCase().includes(needle)))).toEqual([]);
    expect(logLines.length).toBeGreaterThan(20);
    expect(logLines.filter((line) => needles.some((needle) => line.toLowerCase().includes(needle)))).toEqual([]);
  });
});
