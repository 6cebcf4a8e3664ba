import type { Dashboard, DashboardDay } from '../../../shared/admin/dashboard';
import type { ConcertRow } from '../../db/tables/catalogue';
import { BOOKING_ALREADY_LISTED } from '../../services/verifiedListing.service';
import { kolkataDayNumber, kolkataDayOfNumber, kolkataDayStart } from '../../services/kolkataDays';
import { buildOriginal, signOriginal } from '../../mail/testing/bookingEmails';
import { DEMO_DKIM_PRIVATE_KEY, DEMO_DKIM_SELECTOR } from '../../mailbox/demoDkimKey';
import { signedInAdmin } from '../../test/admins';
import { insertCategory, insertConcert } from '../../test/fixtures';
import type { SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { bookingFor, verifiedSeller } from '../../test/verifiedSeller';

const BOUNDARY = 'dashboard-upload';
const multipart = (file: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="booking.eml"\r\nContent-Type: message/rfc822\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

/** A day's figures, the day aside, in the series' order: [listings, passed, refused, reports, sales]. */
const figures = (day: DashboardDay) => [day.newListings, day.verificationsPassed, day.verificationsRefused, day.newReports, day.salesMarked];

/** The Dashboard: what happened on each India day, counted from the rows the product writes. */
describe('GET /api/admin/dashboard', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let concert: ConcertRow;
  let seller: SignedInUser;
  /** The India day the test runs on, and when it started (18:30 UTC the day before). */
  let today: number;
  let todayStart: Date;

  const read = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as Dashboard;
  };
  const byDay = (body: Dashboard) => new Map(body.days.map((day) => [day.day, figures(day)]));
  const dayOf = (daysAgo: number) => kolkataDayOfNumber(today - daysAgo);
  const listing = async (fields: { created_at?: Date; ticket_status?: 'SOLD'; sold_at?: Date } = {}) =>
    (await t.db.insertInto('ticket_listings').values({ concert_id: concert.id, seller_id: seller.user.id, quantity: 1, price: 1500, verified_seat: 'Floor', ...fields }).returning('id').executeTakeFirstOrThrow()).id;
  const report = (listingId: number, created_at: Date, resolved = false) =>
    t.db
      .insertInto('listing_reports')
      .values({ listing_id: listingId, reporter_id: null, reason: 'FAKE', created_at, ...(resolved && { resolved_at: new Date(), resolution: 'DISMISSED' as const }) })
      .execute();
  const upload = async (who: SignedInUser, original: Buffer, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/create-from-uploaded-email?concertId=${concert.id}&expectedDkimDomain=bookmyshow.com`,
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart(original),
      ...(remoteAddress !== undefined && { remoteAddress }),
    });
  const original = (to: string) => signOriginal(buildOriginal('bookmyshow', bookingFor(concert, to)), { domain: 'bookmyshow.com', selector: DEMO_DKIM_SELECTOR, privateKey: DEMO_DKIM_PRIVATE_KEY });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db);
    concert = await insertConcert(t.db, { name: 'Arijit Singh Live in Concert', categoryId: await insertCategory(t.db), daysFromNow: 40 });
    seller = await verifiedSeller(t.db);
    today = kolkataDayNumber(new Date());
    todayStart = kolkataDayStart(kolkataDayOfNumber(today));
  });
  afterAll(() => t.close());

  it('is 30 days of zeros, today last, on a quiet marketplace', async () => {
    const body = await read();
    expect(body.days).toHaveLength(30);
    expect(body.days[0].day).toBe(dayOf(29));
    expect(body.today).toEqual({ day: dayOf(0), newListings: 0, verificationsPassed: 0, verificationsRefused: 0, newReports: 0, salesMarked: 0 });
    expect(body.days.every((day) => figures(day).every((n) => n === 0))).toBe(true);
    expect([body.refusalsToday, body.reportsOpen]).toEqual([[], 0]);
  });

  it('counts verifications as they end: passed, and refused by reason; a seller stopped at the gate is no verification', async () => {
    const booking = await original(seller.user.email);
    expect((await upload(seller, booking)).statusCode).toBe(201);
    const again = await upload(seller, booking);
    expect([again.statusCode, again.json()]).toEqual([409, { error: BOOKING_ALREADY_LISTED }]);
    expect((await upload(seller, await original('friend@example.in'))).statusCode).toBe(422);
    expect((await upload(seller, await original('cousin@example.in'))).statusCode).toBe(422);
    expect((await upload(seller, await original(seller.user.email), '192.168.1.40')).statusCode).toBe(422);
    const ungated = await verifiedSeller(t.db, { phone_verification_status: 'PENDING' });
    expect((await upload(ungated, await original(ungated.user.email))).statusCode).toBe(403);

    const body = await read();
    expect(body.today).toMatchObject({ newListings: 1, verificationsPassed: 1, verificationsRefused: 4 });
    expect(body.refusalsToday).toEqual([
      { reason: 'NOT_THEIR_BOOKING', count: 2 },
      { reason: 'ALREADY_LISTED', count: 1 },
      { reason: 'SIGNATURE', count: 1 },
    ]);
    expect(await t.db.selectFrom('verification_results').select(['passed', 'refusal_reason']).orderBy('id').execute()).toEqual([
      { passed: true, refusal_reason: null },
      { passed: false, refusal_reason: 'ALREADY_LISTED' },
      { passed: false, refusal_reason: 'NOT_THEIR_BOOKING' },
      { passed: false, refusal_reason: 'NOT_THEIR_BOOKING' },
      { passed: false, refusal_reason: 'SIGNATURE' },
    ]);
  });

  it('counts a sale on the day the seller marks it, and records when', async () => {
    const id = await listing();
    const marked = await t.app.inject({ method: 'PATCH', url: `/api/ticketListing/${id}/status?status=SOLD&source=FRIEND`, headers: seller.headers });
    expect(marked.statusCode).toBe(200);
    const row = await t.db.selectFrom('ticket_listings').select(['sold_at', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.sold_at).toEqual(row.updated_at);
    expect((await read()).today).toMatchObject({ newListings: 2, salesMarked: 1 });
  });

  it('puts each figure on its India day: 23:59:59.999 is yesterday, 00:00 today, though both are the same UTC date', async () => {
    const justBefore = new Date(todayStart.getTime() - 1);
    const yesterday = await listing({ created_at: justBefore });
    await listing({ created_at: todayStart });
    await listing({ created_at: justBefore, ticket_status: 'SOLD', sold_at: justBefore });
    await listing({ created_at: new Date(todayStart.getTime() - 28 * 86_400_000), ticket_status: 'SOLD', sold_at: todayStart });
    await listing({ created_at: new Date(todayStart.getTime() - 29 * 86_400_000) });
    await listing({ created_at: new Date(todayStart.getTime() - 29 * 86_400_000 - 1) });
    await report(yesterday, justBefore, true);
    await report(yesterday, todayStart);
    await report(yesterday, new Date(todayStart.getTime() - 2 * 86_400_000));
    await t.db.insertInto('verification_results').values([{ passed: true, finished_at: justBefore }, { passed: false, refusal_reason: 'NOT_RECEIVED', finished_at: justBefore }]).execute();

    const body = await read();
    const days = byDay(body);
    expect(days.get(dayOf(0))).toEqual([3, 1, 4, 1, 2]);
    expect(days.get(dayOf(1))).toEqual([2, 1, 1, 1, 1]);
    expect(days.get(dayOf(2))).toEqual([0, 0, 0, 1, 0]);
    expect(days.get(dayOf(28))).toEqual([1, 0, 0, 0, 0]);
    expect(days.get(dayOf(29))).toEqual([1, 0, 0, 0, 0]);
    expect(body.days.reduce((sum, day) => sum + day.newListings, 0)).toBe(7);
    expect(body.reportsOpen).toBe(2);
    expect(body.refusalsToday.map((r) => r.reason)).not.toContain('NOT_RECEIVED');
  });

  it('keeps sold_at with the status in the database: set on the way to SOLD, and set again if a writer clears it', async () => {
    const id = await listing();
    await t.db.updateTable('ticket_listings').set({ ticket_status: 'SOLD' }).where('id', '=', id).execute();
    const sold = await t.db.selectFrom('ticket_listings').select('sold_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(sold.sold_at).toBeInstanceOf(Date);
    await expect(t.db.updateTable('ticket_listings').set({ sold_at: null }).where('id', '=', id).execute()).resolves.toBeDefined();
    const still = await t.db.selectFrom('ticket_listings').select('sold_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(still.sold_at).toBeInstanceOf(Date);
  });
});
