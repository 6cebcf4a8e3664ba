import type { AdminUser, AdminUserPage } from '../../../shared/admin/people';
import type { AuditPage } from '../../../shared/admin/audit';
import type { Concert, PagedResponse, Statistics, TicketListing } from '../../../shared/entities';
import { ACCOUNT_SUSPENDED } from '../../../shared/suspension';
import { createVerifiedListing } from '../../services/verifiedListing.service';
import { freshIp, signUp } from '../../test/accounts';
import { signedInAdmin } from '../../test/admins';
import { brokenInvariants } from '../../test/dbInvariants';
import { insertCategory, insertConcert } from '../../test/fixtures';
import { listingId } from '../../test/listingFixtures';
import { signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/** What suspending a seller does to what buyers see, to sign-in, and what restoring gives back. */
describe('People: suspending and restoring a seller', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let concertId: number;
  let seller: Awaited<ReturnType<typeof signUp>>;
  let listed: number[];
  let sold: number;
  let othersListing: number;

  const get = <T>(url: string, headers = buyer.headers) => t.app.inject({ method: 'GET', url, headers }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
  const eventListings = async () => (await get<PagedResponse<TicketListing>>(`/api/ticketListing/concerts/${concertId}`)).body.content.map((l) => l.ticketListingId).sort((a, b) => a - b);
  const figures = async () => {
    const concert = (await get<Concert>(`/api/concerts/${concertId}`)).body;
    const statistics = (await get<Statistics>('/api/statistics')).body;
    return { lowest: concert.lowestTicketPrice, listed: concert.numberOfTicketsListed, totalTickets: statistics.totalTickets };
  };
  const signIn = (password = seller.account.password) =>
    t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email: seller.account.email, password }, remoteAddress: freshIp() });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db);
    buyer = await signedInUser(t.db);
    concertId = (await insertConcert(t.db, { name: 'Prateek Kuhad Live', categoryId: await insertCategory(t.db), daysFromNow: 12 })).id;
    seller = await signUp(t.app, { name: 'Vikram Seller' });
    const other = await signedInUser(t.db);
    listed = [
      await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 900, quantity: 2 }),
      await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 1100, quantity: 1 }),
    ];
    sold = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 800, quantity: 1, ticket_status: 'SOLD', sold_source: 'PLATFORM' });
    othersListing = await listingId(t.db, { concert_id: concertId, seller_id: other.user.id, price: 1500, quantity: 4 });
  });
  afterAll(() => t.close());

  it('shows the seller to the admin by e-mail, name or phone, with their listings counted', async () => {
    const find = async (query: string) => (await get<AdminUserPage>(`/api/admin/users?query=${encodeURIComponent(query)}`, admin.headers)).body.content.map((u) => u.id);
    expect(await find(seller.account.email.toUpperCase())).toEqual([seller.user.id]);
    expect(await find('vikram sell')).toEqual([seller.user.id]);
    const phone = seller.account.phoneNumber.replace('+91', '+91 ').replace(/(\d{5})$/, ' $1');
    expect(await find(phone)).toEqual([seller.user.id]);
    expect(await find('%')).toEqual([]);
    const { body } = await get<AdminUserPage>(`/api/admin/users?query=${encodeURIComponent(seller.account.email)}`, admin.headers);
    expect(body.content[0]).toEqual({
      id: seller.user.id,
      email: seller.account.email,
      name: 'Vikram Seller',
      phoneNumber: seller.account.phoneNumber,
      role: 'USER',
      createdAt: expect.any(String),
      suspension: null,
      listings: { listed: 2, hidden: 0, sold: 1 },
    });
  });

  it('lists everyone, newest first, when the search is empty, and pages', async () => {
    const { body } = await get<AdminUserPage>('/api/admin/users?pageSize=2', admin.headers);
    // The admin, the buyer, the seller and the other seller.
    expect(body.totalElements).toBe(4);
    expect(body.content.map((u) => u.name)).toEqual(['Test Fan', 'Vikram Seller']);
    expect(body.lastPage).toBe(false);
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/admin/users?query=${'a'.repeat(101)}`, headers: admin.headers });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([400, { error: 'query must be at most 100 characters' }]);
  });

  it('hides the LISTED listings from buyers (the event page, the listing, its figures), keeps the SOLD one, and refuses sign-in', async () => {
    expect(await eventListings()).toEqual([...listed, sold, othersListing]);
    expect(await figures()).toEqual({ lowest: 900, listed: 7, totalTickets: 8 });

    const response = await t.app.inject({ method: 'POST', url: `/api/admin/users/${seller.user.id}/suspend`, headers: admin.headers, payload: { reason: '  Sold fake tickets  ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json() as AdminUser).toMatchObject({ id: seller.user.id, suspension: { at: expect.any(String), reason: 'Sold fake tickets' }, listings: { listed: 0, hidden: 2, sold: 1 } });

    expect(await eventListings()).toEqual([sold, othersListing]);
    expect(await figures()).toEqual({ lowest: 1500, listed: 4, totalTickets: 5 });
    expect((await get(`/api/ticketListing/${listed[0]}`)).status).toBe(404);
    expect((await get(`/api/ticketListing/${sold}`)).status).toBe(200);
    const contact = await t.app.inject({ method: 'POST', url: `/api/ticketListing/${listed[0]}/view`, headers: buyer.headers });
    expect(contact.statusCode).toBe(404);
    const check = await t.app.inject({ method: 'POST', url: `/api/ticketListing/${listed[1]}/check-booking`, headers: buyer.headers, payload: { bookingId: 'BMS-1' } });
    expect(check.statusCode).toBe(404);

    const refused = await signIn();
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: ACCOUNT_SUSPENDED }]);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Without the password nothing is said about the account.
    const guess = await signIn('not the password');
    expect([guess.statusCode, guess.json()]).toEqual([401, { error: 'Invalid email or password' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: `sid=${seller.browser.sid}` } })).statusCode).toBe(401);
    expect(await brokenInvariants(t.db)).toEqual({});
  });

  it('refuses a listing the suspended seller was still verifying when the suspension came', async () => {
    const listing = createVerifiedListing(t.db, {
      concertId,
      sellerId: seller.user.id,
      bookingId: 'BMS-LATE-1',
      verifiedSeat: 'Gold A1',
      verifiedTicketQuantity: 1,
      verifiedAmountPaid: 1000,
      dkim: { domain: 'bookmyshow.com', selector: 's1', keyFingerprint: 'f'.repeat(64), signedAt: null },
    });
    await expect(listing).rejects.toMatchObject({ status: 403, message: ACCOUNT_SUSPENDED });
    expect(await eventListings()).toEqual([sold, othersListing]);
  });

  it('records the suspension in the audit log with the reason and the listings it hid', async () => {
    const { body } = await get<AuditPage>(`/api/admin/audit?action=user.suspend&targetId=${seller.user.id}`, admin.headers);
    expect(body.content).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.user.id }),
        target: { type: 'user', id: seller.user.id, label: seller.account.email },
        before: { suspended: false },
        after: { suspended: true, reason: 'Sold fake tickets', hiddenListings: listed },
      }),
    ]);
  });

  it('restores: the listings the suspension hid are back with their figures, sign-in works, and the log says so', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/admin/users/${seller.user.id}/restore`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json() as AdminUser).toMatchObject({ suspension: null, listings: { listed: 2, hidden: 0, sold: 1 } });
    expect(await eventListings()).toEqual([...listed, sold, othersListing]);
    expect(await figures()).toEqual({ lowest: 900, listed: 7, totalTickets: 8 });
    expect((await signIn()).statusCode).toBe(200);
    const { body } = await get<AuditPage>(`/api/admin/audit?targetType=user&targetId=${seller.user.id}`, admin.headers);
    expect(body.content.map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.restore', { suspended: true, reason: 'Sold fake tickets' }, { suspended: false, shownListings: listed }],
      ['user.suspend', { suspended: false }, { suspended: true, reason: 'Sold fake tickets', hiddenListings: listed }],
    ]);
    expect(await brokenInvariants(t.db)).toEqual({});
  });
});
