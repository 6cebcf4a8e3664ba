import { ADMINS_ONLY } from '../../../shared/admin/access';
import type { AdminListing, AdminListingPage } from '../../../shared/admin/listings';
import type { AuditPage } from '../../../shared/admin/audit';
import type { Concert, PagedResponse, TicketListing } from '../../../shared/entities';
import { bookingIdHash } from '../../db/bookingIdHash';
import { signedInAdmin } from '../../test/admins';
import { brokenInvariants } from '../../test/dbInvariants';
import { insertCategory, insertConcert } from '../../test/fixtures';
import { listingId, listingRow } from '../../test/listingFixtures';
import { startSession } from '../../services/sessions.service';
import { sessionHeaders, signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/** The Listings page: find a listing, hide it with a reason (buyers stop seeing it, the seller is told), restore it. */
describe('Listings: finding, hiding and restoring a listing', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let seller: SignedInUser;
  let concertId: number;
  let otherConcertId: number;
  let fake: number;
  let honest: number;
  let sold: number;

  const call = <T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
  const find = async (query: string) =>
    (await call<AdminListingPage>('GET', `/api/admin/listings?query=${encodeURIComponent(query)}`, admin.headers)).body.content.map((l) => l.id);
  const hide = (id: number | string, payload: unknown = { reason: 'The seat does not exist at this venue' }, headers = admin.headers) =>
    call<AdminListing & { error?: string }>('POST', `/api/admin/listings/${id}/hide`, headers, payload);
  const restore = (id: number, headers = admin.headers) => call<AdminListing & { error?: string }>('POST', `/api/admin/listings/${id}/restore`, headers);
  const buyerSees = async () =>
    (await call<PagedResponse<TicketListing>>('GET', `/api/ticketListing/concerts/${concertId}`, buyer.headers)).body.content.map((l) => l.ticketListingId).sort((a, b) => a - b);
  const sellerSees = async () => (await call<PagedResponse<TicketListing>>('GET', '/api/ticketListing/users', seller.headers)).body.content;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db);
    buyer = await signedInUser(t.db);
    seller = await signedInUser(t.db, { name: 'Meera Seller' });
    const categoryId = await insertCategory(t.db);
    concertId = (await insertConcert(t.db, { name: 'Anuv Jain Live', categoryId, daysFromNow: 15 })).id;
    otherConcertId = (await insertConcert(t.db, { name: 'Other Show', categoryId, daysFromNow: 20 })).id;
    fake = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 700, quantity: 2, bookingId: 'BMS-778899' });
    honest = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 1200, quantity: 1 });
    sold = await listingId(t.db, { concert_id: otherConcertId, seller_id: seller.user.id, ticket_status: 'SOLD', sold_source: 'PLATFORM' });
  });
  afterAll(() => t.close());

  it("finds listings by event name, seller e-mail or name, listing id, and booking id as typed or as its hash", async () => {
    expect(await find('anuv jain')).toEqual([honest, fake]);
    expect(await find(seller.user.email.toUpperCase())).toEqual([sold, honest, fake]);
    expect(await find('meera')).toEqual([sold, honest, fake]);
    expect(await find('bms 778 899')).toEqual([fake]);
    expect(await find(bookingIdHash('BMS-778899').toUpperCase())).toEqual([fake]);
    expect(await find(`#${sold}`)).toEqual([sold]);
    expect(await find('%')).toEqual([]);
    const { body } = await call<AdminListingPage>('GET', `/api/admin/listings?concertId=${otherConcertId}`, admin.headers);
    expect(body.content).toEqual([
      {
        id: sold,
        event: { id: otherConcertId, name: 'Other Show', date: expect.any(String) },
        seller: { id: seller.user.id, email: seller.user.email, name: 'Meera Seller', suspended: false },
        price: 1000,
        quantity: 2,
        seat: 'General Admission',
        status: 'SOLD',
        createdAt: expect.any(String),
        hidden: null,
        openReports: 0,
      },
    ]);
  });

  it('refuses bad input with a 400 and a message, and unknown listings with a 404', async () => {
    expect(await hide(fake, { reason: '   ' })).toEqual({ status: 400, body: { error: 'Please say why the listing is hidden: the seller is shown it' } });
    expect(await hide(fake, { reason: 'x'.repeat(501) })).toEqual({ status: 400, body: { error: 'Please keep the reason to 500 characters or fewer' } });
    expect((await hide(fake, {})).status).toBe(400);
    expect((await hide('abc')).body).toEqual({ error: 'Listing id must be a whole number' });
    expect(await hide(999_999)).toEqual({ status: 404, body: { error: 'No listing with that id' } });
    expect(await restore(999_999)).toEqual({ status: 404, body: { error: 'No listing with that id' } });
    const tooLong = await call('GET', `/api/admin/listings?query=${'a'.repeat(201)}`, admin.headers);
    expect(tooLong).toEqual({ status: 400, body: { error: 'query must be at most 200 characters' } });
    expect((await call('GET', '/api/admin/listings?state=gone', admin.headers)).status).toBe(400);
    expect((await listingRow(t.db, fake))?.hidden_at).toBeNull();
  });

  it('refuses anyone but an admin, and an acting id or another listing named in the body', async () => {
    expect(await hide(fake, undefined, seller.headers)).toEqual({ status: 403, body: { error: ADMINS_ONLY } });
    expect((await hide(fake, undefined, buyer.headers)).status).toBe(403);
    expect((await call('GET', '/api/admin/listings', buyer.headers)).status).toBe(403);
    // The listing is the one in the path, nothing else: a second id in the body is refused, not obeyed.
    expect(await hide(fake, { reason: 'Fake', listingId: honest })).toEqual({ status: 400, body: { error: 'Unknown fields: listingId' } });
    expect(await hide(fake, { reason: 'Fake', adminId: buyer.user.id })).toEqual({ status: 400, body: { error: 'Unknown fields: adminId' } });
    expect((await listingRow(t.db, fake))?.hidden_at).toBeNull();
    expect((await listingRow(t.db, honest))?.hidden_at).toBeNull();
  });

  it('hides a listing: buyers lose it and the figures drop, the seller sees the reason and is mailed it, the audit log has it', async () => {
    const before = (await call<Concert>('GET', `/api/concerts/${concertId}`, buyer.headers)).body;
    expect([before.lowestTicketPrice, before.numberOfTicketsListed]).toEqual([700, 3]);
    const { status, body } = await hide(fake);
    expect(status).toBe(200);
    expect(body.hidden).toEqual({ at: expect.any(String), cause: 'OPERATOR', reason: 'The seat does not exist at this venue' });

    expect(await buyerSees()).toEqual([honest]);
    expect((await call('GET', `/api/ticketListing/${fake}`, buyer.headers)).status).toBe(404);
    const after = (await call<Concert>('GET', `/api/concerts/${concertId}`, buyer.headers)).body;
    expect([after.lowestTicketPrice, after.numberOfTicketsListed]).toEqual([1200, 1]);

    const mine = await sellerSees();
    expect(mine.find((l) => l.ticketListingId === fake)?.hiddenByOperator).toEqual({ at: expect.any(String), reason: 'The seat does not exist at this venue' });
    expect(mine.find((l) => l.ticketListingId === honest)).not.toHaveProperty('hiddenByOperator');
    expect((await call<TicketListing>('GET', `/api/ticketListing/${fake}`, seller.headers)).body.hiddenByOperator?.reason).toBe('The seat does not exist at this venue');

    while ((await t.app.jobs.runDueJobs()) > 0);
    const mails = await t.db.selectFrom('outbox').select(['to', 'subject', 'text']).where('subject', 'like', 'Your listing for%').execute();
    expect(mails).toEqual([{ to: seller.user.email, subject: 'Your listing for Anuv Jain Live is hidden', text: expect.stringContaining('Reason: The seat does not exist at this venue') }]);

    const audit = await call<AuditPage>('GET', `/api/admin/audit?targetType=listing&targetId=${fake}`, admin.headers);
    expect(audit.body.content).toEqual([
      expect.objectContaining({
        action: 'listing.hide',
        actor: expect.objectContaining({ id: admin.user.id }),
        before: { hidden: false },
        after: { hidden: true, cause: 'OPERATOR', reason: 'The seat does not exist at this venue', eventId: concertId, sellerId: seller.user.id },
      }),
    ]);
    expect(await brokenInvariants(t.db)).toEqual({});
  });

  it('refuses hiding twice, hiding a sold listing, and restoring one not hidden from this page', async () => {
    expect(await hide(fake)).toEqual({ status: 409, body: { error: 'This listing is already hidden' } });
    expect(await hide(sold)).toEqual({ status: 409, body: { error: 'A sold listing is history: it cannot be hidden' } });
    expect(await restore(honest)).toEqual({ status: 409, body: { error: 'This listing was not hidden from the Listings page' } });
  });

  it("keeps the two causes apart: the seller's restore leaves an operator's hiding, and a listing restored while its seller is suspended stays hidden", async () => {
    expect((await call('POST', `/api/admin/users/${seller.user.id}/suspend`, admin.headers, { reason: 'Fake tickets' })).status).toBe(200);
    expect(await buyerSees()).toEqual([]);
    // The suspension hid `honest`; it is not the Listings page's to show.
    expect(await restore(honest)).toEqual({ status: 409, body: { error: 'This listing was not hidden from the Listings page' } });
    expect((await call('POST', `/api/admin/users/${seller.user.id}/restore`, admin.headers)).status).toBe(200);
    expect(await buyerSees()).toEqual([honest]);
    expect((await listingRow(t.db, fake))?.hidden_cause).toBe('OPERATOR');

    expect((await call('POST', `/api/admin/users/${seller.user.id}/suspend`, admin.headers, { reason: 'Fake tickets again' })).status).toBe(200);
    const restored = await restore(fake);
    expect(restored.status).toBe(200);
    expect(restored.body.hidden).toEqual({ at: expect.any(String), cause: 'SELLER_SUSPENDED', reason: null });
    expect(await buyerSees()).toEqual([]);
    expect((await call('POST', `/api/admin/users/${seller.user.id}/restore`, admin.headers)).status).toBe(200);
    expect(await buyerSees()).toEqual([fake, honest]);
    expect(await brokenInvariants(t.db)).toEqual({});
    // The suspensions ended the seller's sessions: they sign in again.
    seller = { ...seller, headers: sessionHeaders((await startSession(t.db, seller.user.id)).token) };
  });

  it('restores a listing hidden from this page: buyers see it again, the reason is gone, the audit log has both values', async () => {
    expect((await hide(honest, { reason: 'Checking the booking' })).status).toBe(200);
    const { status, body } = await restore(honest);
    expect([status, body.hidden]).toEqual([200, null]);
    expect(await buyerSees()).toEqual([fake, honest]);
    expect((await sellerSees()).find((l) => l.ticketListingId === honest)).not.toHaveProperty('hiddenByOperator');
    const audit = await call<AuditPage>('GET', `/api/admin/audit?action=listing.restore&targetId=${honest}`, admin.headers);
    expect(audit.body.content.map((e) => [e.before, e.after])).toEqual([[{ hidden: true, cause: 'OPERATOR', reason: 'Checking the booking' }, { hidden: false }]]);
    const hidden = await call<AdminListingPage>('GET', '/api/admin/listings?state=hidden', admin.headers);
    expect(hidden.body.content).toEqual([]);
  });
});
