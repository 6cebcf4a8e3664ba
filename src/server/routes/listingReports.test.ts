import type { ListingReportReceipt } from '../../shared/listingReports';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { freshIp } from '../test/accounts';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { endedSessionHeaders, signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** POST /api/ticketListing/:id/report: a signed-in buyer reports a listing they can see, once while it is open. */
describe('reporting a listing', () => {
  let t: TestApp;
  let buyer: SignedInUser;
  let seller: SignedInUser;
  let listing: number;
  let hidden: number;

  const report = (id: number | string, payload: unknown, headers: Record<string, string> = buyer.headers) =>
    t.app.inject({ method: 'POST', url: `/api/ticketListing/${id}/report`, headers, payload: payload as never, remoteAddress: freshIp() }).then((r) => ({
      status: r.statusCode,
      body: r.json() as ListingReportReceipt & { error?: string },
    }));
  const reportsOn = (id: number) => t.db.selectFrom('listing_reports').select(['reporter_id', 'reason', 'details', 'resolved_at']).where('listing_id', '=', id).orderBy('id').execute();

  beforeAll(async () => {
    t = await buildTestApp();
    buyer = await signedInUser(t.db);
    seller = await signedInUser(t.db);
    const concertId = (await insertConcert(t.db, { name: 'Report Live', categoryId: await insertCategory(t.db), daysFromNow: 8 })).id;
    listing = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id });
    hidden = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, hidden_at: new Date(), hidden_cause: 'OPERATOR', hidden_reason: 'Fake' });
  });
  afterAll(() => t.close());

  it('takes the report (201) and keeps it with the reporter, the reason and their words', async () => {
    const { status, body } = await report(listing, { reason: 'ALREADY_SOLD', details: '  He sold them at the gate yesterday  ' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), listingId: listing, reason: 'ALREADY_SOLD', details: 'He sold them at the gate yesterday', createdAt: expect.any(String) });
    expect(await reportsOn(listing)).toEqual([{ reporter_id: buyer.user.id, reason: 'ALREADY_SOLD', details: 'He sold them at the gate yesterday', resolved_at: null }]);
  });

  it('answers a second report while the first is open with the first (200), adding nothing', async () => {
    const first = (await t.db.selectFrom('listing_reports').select('id').where('listing_id', '=', listing).executeTakeFirstOrThrow()).id;
    const again = await report(listing, { reason: 'FAKE' });
    expect([again.status, again.body.id, again.body.reason]).toEqual([200, first, 'ALREADY_SOLD']);
    expect(await reportsOn(listing)).toHaveLength(1);
  });

  it('takes the text as optional, up to 1,000 characters', async () => {
    const other = await signedInUser(t.db);
    expect((await report(listing, { reason: 'OTHER' }, other.headers)).body.details).toBe('');
    const third = await signedInUser(t.db);
    expect(await report(listing, { reason: 'OTHER', details: 'x'.repeat(1001) }, third.headers)).toEqual({ status: 400, body: { error: 'Please keep it to 1,000 characters or fewer' } });
    expect((await report(listing, { reason: 'OTHER', details: 'x'.repeat(1000) }, third.headers)).status).toBe(201);
  });

  it('refuses bad input with a 400 and a message, writing nothing', async () => {
    const someone = await signedInUser(t.db);
    expect(await report(listing, { reason: 'BORING' }, someone.headers)).toEqual({ status: 400, body: { error: 'Please choose what is wrong with the listing' } });
    expect(await report(listing, {}, someone.headers)).toEqual({ status: 400, body: { error: 'Please choose what is wrong with the listing' } });
    expect((await report('abc', { reason: 'FAKE' }, someone.headers)).body).toEqual({ error: 'Listing id must be a whole number' });
    expect((await reportsOn(listing)).filter((r) => r.reporter_id === someone.user.id)).toEqual([]);
  });

  it("refuses a report in someone else's name: the reporter is always the session's", async () => {
    const someone = await signedInUser(t.db);
    expect(await report(listing, { reason: 'FAKE', reporterId: buyer.user.id }, someone.headers)).toEqual({ status: 400, body: { error: 'Unknown fields: reporterId' } });
    expect(await report(listing, { reason: 'FAKE', reporter_id: seller.user.id }, someone.headers)).toEqual({ status: 400, body: { error: 'Unknown fields: reporter_id' } });
    expect((await reportsOn(listing)).map((r) => r.reporter_id)).not.toContain(someone.user.id);
  });

  it('refuses reporting your own listing (403), and a hidden or unknown one (404) alike', async () => {
    expect(await report(listing, { reason: 'FAKE' }, seller.headers)).toEqual({ status: 403, body: { error: 'You cannot report your own listing' } });
    expect(await report(hidden, { reason: 'FAKE' })).toEqual({ status: 404, body: { error: 'Ticket listing not found' } });
    expect(await report(999_999, { reason: 'FAKE' })).toEqual({ status: 404, body: { error: 'Ticket listing not found' } });
    expect(await reportsOn(hidden)).toEqual([]);
  });

  it('refuses strangers: the sign-in message without a session, and with an ended one', async () => {
    expect(await report(listing, { reason: 'FAKE' }, {})).toEqual({ status: 401, body: { error: SIGN_IN_REQUIRED } });
    expect(await report(listing, { reason: 'FAKE' }, endedSessionHeaders())).toEqual({ status: 401, body: { error: SIGN_IN_REQUIRED } });
  });

  it('stops one account after 10 reports an hour (429), as feedback is', async () => {
    const busy = await signedInUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await report(listing, { reason: 'FAKE' }, busy.headers)).status);
    expect(statuses.slice(0, 10)).toEqual([201, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
    expect(statuses[10]).toBe(429);
  });
});
