import type { Concert, PagedResponse, TicketListing } from '../../shared/entities';
import { everyRouteApp } from '../test/everyRouteApp';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { isSafeMethod } from '../test/routeTable';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import type { CatalogueEffect } from './catalogueEffect';
import { catalogueSignalsHeard } from '../test/signalsHeard';

/**
 * What each write route changes among the cached catalogue reads (issue 21). A route missing here fails
 * the first test: decide its effect, declare it as the route's `config.catalogue`, and add it.
 */
const WRITE_EFFECTS: Record<string, CatalogueEffect> = {
  'POST /auth/signup': 'nothing',
  'POST /auth/signin': 'nothing',
  'POST /auth/password-reset': 'nothing',
  'POST /auth/password-reset/confirm': 'nothing',
  'POST /auth/logout': 'nothing',
  // Seller names and phones show on every listing they have.
  'PUT /api/users/:id': 'everything',
  'PUT /api/users/me/profile-picture': 'nothing',
  'DELETE /api/users/me': 'everything',
  'POST /api/auth/resend-otp': 'nothing',
  'POST /api/phone-verification/send-otp': 'nothing',
  'POST /api/auth/confirm-email': 'nothing',
  // A buyer's phone becoming verified counts their meet-up checks on listings.
  'POST /api/phone-verification/verify-otp': 'everything',
  'POST /api/users/me/verification/:channel/skip': 'nothing',
  'POST /api/sender-addresses/send-otp': 'nothing',
  'POST /api/sender-addresses/verify-otp': 'nothing',
  // Subscriptions count towards the event's interest.
  'POST /api/concerts/:id/subscribe': 'event-in-params',
  'DELETE /api/concerts/:id/subscribe': 'event-in-params',
  'POST /api/manual-ticket-request/concert/:id': 'nothing',
  'POST /api/alerts/unsubscribe': 'everything',
  'PUT /api/push-devices/:deviceId/subscription': 'nothing',
  'DELETE /api/push-devices/:deviceId/subscription': 'nothing',
  'POST /api/feedback': 'nothing',
  'PUT /api/ticketListing/:id': 'listing-row-in-params',
  'DELETE /api/ticketListing/:id': 'listing-row-in-params',
  'POST /api/ticketListing/:id/view': 'listing-row-in-params',
  'POST /api/ticketListing/:id/check-booking': 'listing-in-params',
  'PATCH /api/ticketListing/:id/status': 'listing-row-in-params',
  'POST /api/create-from-verified-email': 'event-in-query',
  'POST /api/create-from-uploaded-email': 'event-in-query',
  // A suspension hides (a restoration shows again) the seller's listings, whichever events they are for.
  'POST /api/admin/users/:id/suspend': 'everything',
  'POST /api/admin/users/:id/restore': 'everything',
  'POST /api/admin/inbox/:kind/:id/done': 'nothing',
  // Providers are read by the wizard and the event form, never by a cached catalogue read.
  'POST /api/admin/providers': 'nothing',
  'PUT /api/admin/providers/:slug': 'nothing',
  'POST /api/admin/providers/:slug/enabled': 'nothing',
  'POST /api/admin/providers/try': 'nothing',
  'POST /api/admin/providers/:slug/samples': 'nothing',
  // A new or corrected event (name, date, city) may enter any list or search; so may a new category's.
  'POST /api/admin/events': 'everything',
  'PUT /api/admin/events/:id': 'everything',
  'POST /api/admin/events/:id/postpone': 'everything',
  'POST /api/admin/events/import': 'everything',
  'POST /api/admin/categories': 'everything',
  // A picture, or closing the listings of a cancelled event, changes what shows that event and the figures.
  'PUT /api/admin/events/:id/thumbnail': 'event-in-params',
  'POST /api/admin/events/:id/cancel': 'event-in-params',
  'POST /api/admin/events/import/preview': 'nothing',
  // Hiding or restoring one listing changes its event's listings and figures.
  'POST /api/admin/listings/:id/hide': 'listing-in-params',
  'POST /api/admin/listings/:id/restore': 'listing-in-params',
  // A deleted listing's booking allowed to list again: nothing shows until it is listed, which says so itself.
  'POST /api/admin/deleted-listings/:id/allow-relisting': 'nothing',
  // Resolving may hide the report's listing or suspend its seller (every event they sell for).
  'POST /api/admin/reports/:id/resolve': 'everything',
  // A report changes nothing buyers see until an operator acts on it.
  'POST /api/ticketListing/:id/report': 'nothing',
};

describe('the cached reads each write route declares it changes', () => {
  it('holds every write route to the table above', async () => {
    const t = await everyRouteApp();
    try {
      const declared = Object.fromEntries(t.routes.filter((route) => !isSafeMethod(route.method)).map((route) => [route.name, route.catalogue ?? 'everything (undeclared)']));
      expect(declared).toEqual(WRITE_EFFECTS);
    } finally {
      await t.close();
    }
  });
});

/** The app as it runs outside tests, read cache on: a write drops what it changed and keeps the rest. */
describe('a write drops only the cached reads it changes', () => {
  let t: TestApp;
  let alpha: number;
  let beta: number;
  let seller: SignedInUser;
  let alphaListing: number;
  let betaListing: number;

  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
    // The read cache's tags are under test: lists come from the database, as while writes go unheard. Written from
    // the event model, a list shows only announced changes, never the renames behind the cache these tests detect
    // drops with (the model: eventModel.test.ts, and across processes crossProcess.test.ts).
    t.app.catalogueModel.setHearing(false);
    const categoryId = await insertCategory(t.db);
    alpha = (await insertConcert(t.db, { name: 'Alpha Nights', categoryId, daysFromNow: 9 })).id;
    beta = (await insertConcert(t.db, { name: 'Beta Mornings', categoryId, daysFromNow: 10 })).id;
    seller = await signedInUser(t.db, { name: 'Asha Seller' });
    alphaListing = await listingId(t.db, { concert_id: alpha, seller_id: seller.user.id, price: 900 });
    betaListing = await listingId(t.db, { concert_id: beta, seller_id: seller.user.id, price: 700 });
  });
  // The listing rows' own notifications (their trigger) are heard before each test starts from an empty cache.
  beforeEach(async () => {
    await catalogueSignalsHeard(t.app);
    t.app.readCache.invalidate();
  });
  afterAll(() => t.close());

  /** Read twice, as a page many readers share is: the cache keeps a key from its second miss. */
  const read = async <T>(url: string): Promise<T> => {
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    return answer.json() as T;
  };
  const listingsPage = (eventId: number) => read<PagedResponse<TicketListing>>(`/api/ticketListing/concerts/${eventId}`);
  const listingPrice = async (eventId: number) => (await listingsPage(eventId)).content[0].price;
  /** The event's name as its listings page shows it. */
  const nameOnListings = async (eventId: number) => (await listingsPage(eventId)).content[0].concert.concertName;
  const eventNames = async (url: string) => (await read<PagedResponse<Concert>>(url)).content.map((event) => event.concertName).sort();
  /**
   * A change nobody announces: an event renamed by hand. (A listing changed by hand is announced by its row's
   * trigger.) Only a dropped cache entry shows it.
   */
  let renames = 0;
  const renameBehindTheCache = async (eventId: number) => {
    renames += 1;
    const name = `${eventId === alpha ? 'Alpha Nights' : 'Beta Mornings'} ${renames}`;
    await t.db.updateTable('concerts').set({ name }).where('id', '=', eventId).execute();
    return name;
  };

  it('keeps every cached read through a write that changes nothing they show', async () => {
    const listed = await nameOnListings(beta);
    const explored = await eventNames('/api/concerts');
    await renameBehindTheCache(beta);
    const leaving = await signedInUser(t.db);
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers: leaving.headers })).statusCode).toBe(204);
    expect(await nameOnListings(beta)).toBe(listed);
    expect(await eventNames('/api/concerts')).toEqual(explored);
  });

  it("drops the event's listings and every list showing it, and keeps another event's reads", async () => {
    expect(await listingPrice(alpha)).toBe(900);
    const betaListed = await nameOnListings(beta);
    const betaFound = await eventNames('/api/concerts/search/beta');
    const alphaName = await nameOnListings(alpha);
    await eventNames('/api/concerts');
    const betaRenamed = await renameBehindTheCache(beta);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/ticketListing/${alphaListing}`,
      headers: seller.headers,
      payload: { quantity: 2, price: 950, verifiedSeat: 'General Admission', negotiable: false, wantsExchange: false },
    });
    expect(changed.statusCode).toBe(200);

    expect(await listingPrice(alpha)).toBe(950);
    // The explore page shows Alpha Nights, so it was dropped, and shows Beta's rename too.
    expect(await eventNames('/api/concerts')).toEqual([alphaName, betaRenamed].sort());
    // Neither of these shows Alpha Nights: still the cached answer.
    expect(await nameOnListings(beta)).toBe(betaListed);
    expect(await eventNames('/api/concerts/search/beta')).toEqual(betaFound);
  });

  it('drops lists ranked by prices whichever events they show, since the changed event may enter them', async () => {
    const cheapestBeta = '/api/concerts/search/beta?sortBy=lowestTicketPrice';
    await eventNames(cheapestBeta);
    const betaRenamed = await renameBehindTheCache(beta);
    const sold = await t.app.inject({ method: 'PATCH', url: `/api/ticketListing/${alphaListing}/status?status=SOLD`, headers: seller.headers });
    expect(sold.statusCode).toBe(200);
    expect(await eventNames(cheapestBeta)).toEqual([betaRenamed]);
  });

  it("drops the written event's page and the platform's totals, and keeps another event's page", async () => {
    const eventName = async (eventId: number) => (await read<Concert>(`/api/concerts/${eventId}`)).concertName;
    const volumeSold = async () => (await read<{ totalVolumeSold: number }>('/api/statistics')).totalVolumeSold;
    const fresh = await listingId(t.db, { concert_id: alpha, seller_id: seller.user.id, price: 800, quantity: 3 });
    await catalogueSignalsHeard(t.app);
    const betaName = await eventName(beta);
    const alphaName = await eventName(alpha);
    const volumeBefore = await volumeSold();
    await renameBehindTheCache(beta);
    const alphaRenamed = await renameBehindTheCache(alpha);
    const sold = await t.app.inject({ method: 'PATCH', url: `/api/ticketListing/${fresh}/status?status=SOLD`, headers: seller.headers });
    expect(sold.statusCode).toBe(200);
    expect(await eventName(beta)).toBe(betaName);
    expect(await eventName(alpha)).toBe(alphaRenamed);
    expect(alphaRenamed).not.toBe(alphaName);
    expect(await volumeSold()).toBe(volumeBefore + 800 * 3);
  });

  it('a refused write drops nothing', async () => {
    const listed = await nameOnListings(beta);
    await renameBehindTheCache(beta);
    const stranger = await signedInUser(t.db);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/ticketListing/${betaListing}`, headers: stranger.headers });
    expect(refused.statusCode).toBe(403);
    expect(await nameOnListings(beta)).toBe(listed);
  });
});
