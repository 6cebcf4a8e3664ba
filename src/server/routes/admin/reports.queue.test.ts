import { ADMINS_ONLY } from '../../../shared/admin/access';
import type { AuditPage } from '../../../shared/admin/audit';
import type { ReportQueuePage, ResolvedReport } from '../../../shared/admin/reportQueue';
import type { PagedResponse, TicketListing } from '../../../shared/entities';
import { signedInAdmin } from '../../test/admins';
import { brokenInvariants } from '../../test/dbInvariants';
import { insertCategory, insertConcert } from '../../test/fixtures';
import { listingId, listingRow } from '../../test/listingFixtures';
import { signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/** The Reports queue: open reports with their listing and the seller's record; resolved with a note. */
describe('Reports: the queue and its resolutions', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let secondBuyer: SignedInUser;
  let seller: SignedInUser;
  let honestSeller: SignedInUser;
  let concertId: number;
  let fake: number;
  let another: number;
  let honest: number;

  const call = <T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
  const fileReport = async (who: SignedInUser, listing: number, reason: string, details = '') =>
    (await call<{ id: number }>('POST', `/api/ticketListing/${listing}/report`, who.headers, { reason, details })).body.id;
  const queue = async () => (await call<ReportQueuePage>('GET', '/api/admin/reports', admin.headers)).body;
  const resolve = (id: number, payload: unknown, headers = admin.headers) => call<ResolvedReport & { error?: string }>('POST', `/api/admin/reports/${id}/resolve`, headers, payload);
  const buyerSees = async () =>
    (await call<PagedResponse<TicketListing>>('GET', `/api/ticketListing/concerts/${concertId}`, buyer.headers)).body.content
      .filter((l) => l.ticketStatus === 'LISTED')
      .map((l) => l.ticketListingId)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db);
    buyer = await signedInUser(t.db, { name: 'Kavya Buyer' });
    secondBuyer = await signedInUser(t.db);
    seller = await signedInUser(t.db, { name: 'Rohan Seller' });
    honestSeller = await signedInUser(t.db);
    concertId = (await insertConcert(t.db, { name: 'Queue Live', categoryId: await insertCategory(t.db), daysFromNow: 9 })).id;
    fake = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 800 });
    another = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 900 });
    await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, ticket_status: 'SOLD', sold_source: 'FRIEND' });
    honest = await listingId(t.db, { concert_id: concertId, seller_id: honestSeller.user.id, price: 1000 });
  });
  afterAll(() => t.close());

  it("lists each open report, oldest first, with its listing, the seller's record and their other reports", async () => {
    const first = await fileReport(buyer, fake, 'FAKE', 'The booking id did not match at the gate');
    const second = await fileReport(secondBuyer, another, 'ABUSIVE_SELLER', 'He shouted at me');
    await fileReport(buyer, honest, 'OTHER');
    const page = await queue();
    expect(page.totalElements).toBe(3);
    expect(page.content.map((r) => r.id).slice(0, 2)).toEqual([first, second]);
    expect(page.content[0]).toEqual({
      id: first,
      reason: 'FAKE',
      details: 'The booking id did not match at the gate',
      createdAt: expect.any(String),
      reporter: { id: buyer.user.id, email: buyer.user.email, name: 'Kavya Buyer' },
      listing: expect.objectContaining({ id: fake, seller: { id: seller.user.id, email: seller.user.email, name: 'Rohan Seller', suspended: false }, hidden: null, openReports: 1 }),
      sellerHistory: { listings: 3, sold: 1, hidden: 0, earlierReports: 0 },
      otherReports: [{ id: second, listingId: another, reason: 'ABUSIVE_SELLER', details: 'He shouted at me', createdAt: expect.any(String), resolution: null }],
    });
    expect(page.content[1].sellerHistory?.earlierReports).toBe(1);
    expect(page.content[2].otherReports).toEqual([]);
  });

  it('refuses anyone but an admin: the seller, the reporter', async () => {
    const [report] = (await queue()).content;
    expect(await resolve(report.id, { resolution: 'DISMISSED', note: 'Fine' }, seller.headers)).toEqual({ status: 403, body: { error: ADMINS_ONLY } });
    expect((await resolve(report.id, { resolution: 'DISMISSED', note: 'Fine' }, buyer.headers)).status).toBe(403);
    expect((await call('GET', '/api/admin/reports', buyer.headers)).status).toBe(403);
    expect((await t.db.selectFrom('listing_reports').select('resolved_at').where('id', '=', report.id).executeTakeFirstOrThrow()).resolved_at).toBeNull();
  });

  it('refuses bad input, and a listing or seller named in the body: a report acts on its own listing only', async () => {
    const [report] = (await queue()).content;
    expect(await resolve(report.id, { resolution: 'DISMISSED' })).toEqual({ status: 400, body: { error: 'Please write a note on how the report was resolved' } });
    expect(await resolve(report.id, { resolution: 'BANNED', note: 'x' })).toEqual({ status: 400, body: { error: 'Please choose how the report is resolved' } });
    expect(await resolve(report.id, { resolution: 'DISMISSED', note: 'x'.repeat(501) })).toEqual({ status: 400, body: { error: 'Please keep the note to 500 characters or fewer' } });
    expect(await resolve(report.id, { resolution: 'LISTING_HIDDEN', note: 'Fake', listingId: honest })).toEqual({ status: 400, body: { error: 'Unknown fields: listingId' } });
    expect(await resolve(report.id, { resolution: 'SELLER_SUSPENDED', note: 'Fake', sellerId: honestSeller.user.id })).toEqual({
      status: 400,
      body: { error: 'Unknown fields: sellerId' },
    });
    expect(await resolve(999_999, { resolution: 'DISMISSED', note: 'x' })).toEqual({ status: 404, body: { error: 'No report with that id' } });
    expect(await buyerSees()).toEqual([fake, another, honest].sort((a, b) => a - b));
  });

  it('dismisses a report with a note: nothing else changes, the audit log has it, and it cannot be resolved twice', async () => {
    const report = (await queue()).content.find((r) => r.listing.id === honest)!;
    const { status, body } = await resolve(report.id, { resolution: 'DISMISSED', note: 'The seller showed the booking' });
    expect([status, body]).toEqual([200, { id: report.id, resolution: 'DISMISSED', note: 'The seller showed the booking', resolvedAt: expect.any(String) }]);
    expect(await resolve(report.id, { resolution: 'LISTING_HIDDEN', note: 'Changed my mind' })).toEqual({ status: 409, body: { error: 'This report is already resolved' } });
    expect((await listingRow(t.db, honest))?.hidden_at).toBeNull();
    expect((await queue()).content.map((r) => r.listing.id)).not.toContain(honest);
    const audit = await call<AuditPage>('GET', `/api/admin/audit?targetType=report&targetId=${report.id}`, admin.headers);
    expect(audit.body.content.map((e) => [e.action, e.before, e.after])).toEqual([
      ['report.resolve', { resolution: null }, { resolution: 'DISMISSED', note: 'The seller showed the booking', listingId: honest }],
    ]);
  });

  it("hides the report's listing with the note as the seller's reason, audited twice in one go", async () => {
    const report = (await queue()).content.find((r) => r.listing.id === fake)!;
    const { status } = await resolve(report.id, { resolution: 'LISTING_HIDDEN', note: 'The booking id did not match' });
    expect(status).toBe(200);
    expect(await buyerSees()).toEqual([another, honest].sort((a, b) => a - b));
    const row = await listingRow(t.db, fake);
    expect([row?.hidden_cause, row?.hidden_reason]).toEqual(['OPERATOR', 'The booking id did not match']);
    const actions = await t.db.selectFrom('audit_log').select(['action', 'target_type', 'target_id']).where('actor_user_id', '=', admin.user.id).orderBy('id', 'desc').limit(2).execute();
    expect(actions).toEqual([
      { action: 'report.resolve', target_type: 'report', target_id: report.id },
      { action: 'listing.hide', target_type: 'listing', target_id: fake },
    ]);
    while ((await t.app.jobs.runDueJobs()) > 0);
    const mail = await t.db.selectFrom('outbox').select(['to', 'text']).where('subject', '=', 'Your listing for Queue Live is hidden').executeTakeFirst();
    expect(mail).toEqual({ to: seller.user.email, text: expect.stringContaining('Reason: The booking id did not match') });
  });

  it('suspends the seller of the report\u2019s listing with the note as the reason: their listings leave, their sessions end', async () => {
    const report = (await queue()).content.find((r) => r.listing.id === another)!;
    expect(report.sellerHistory).toEqual({ listings: 3, sold: 1, hidden: 1, earlierReports: 1 });
    const { status } = await resolve(report.id, { resolution: 'SELLER_SUSPENDED', note: 'Two reports, one a fake booking' });
    expect(status).toBe(200);
    const user = await t.db.selectFrom('users').select(['suspended_at', 'suspension_reason']).where('id', '=', seller.user.id).executeTakeFirstOrThrow();
    expect(user.suspension_reason).toBe('Two reports, one a fake booking');
    expect(await buyerSees()).toEqual([honest]);
    expect((await call('GET', '/api/ticketListing/users', seller.headers)).status).toBe(401);
    const audit = await call<AuditPage>('GET', `/api/admin/audit?targetType=user&targetId=${seller.user.id}`, admin.headers);
    expect(audit.body.content.map((e) => [e.action, e.after])).toEqual([['user.suspend', { suspended: true, reason: 'Two reports, one a fake booking', hiddenListings: [another] }]]);
    expect((await queue()).totalElements).toBe(0);
    expect(await brokenInvariants(t.db)).toEqual({});
  });

  it('refuses hiding a listing already off the marketplace, and leaves the report open', async () => {
    const late = await t.db.insertInto('listing_reports').values({ listing_id: fake, reporter_id: secondBuyer.user.id, reason: 'FAKE' }).returning('id').executeTakeFirstOrThrow();
    expect(await resolve(late.id, { resolution: 'LISTING_HIDDEN', note: 'Fake' })).toEqual({
      status: 409,
      body: { error: 'The listing is already off the marketplace: dismiss the report instead' },
    });
    expect(await resolve(late.id, { resolution: 'SELLER_SUSPENDED', note: 'Fake' })).toEqual({ status: 409, body: { error: 'This account is already suspended' } });
    expect((await queue()).content.map((r) => r.id)).toEqual([late.id]);
    expect(await t.db.selectFrom('audit_log').select('id').where('target_type', '=', 'report').where('target_id', '=', late.id).execute()).toEqual([]);
  });
});
