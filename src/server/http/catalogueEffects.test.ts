import type { Concert, PagedResponse, TicketListing } from '../../shared/entities';
import { everyRouteApp } from '../test/everyRouteApp';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { isSafeMethod } from '../test/routeTable';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import type { CatalogueEffect } from './catalogueEffect';

/**
 * What each write route changes among the cached catalogue reads (issue 21). A route missing here fails
 * the first test: decide its effect, declare it as the route's `config.catalogue`, and add it.
 */
const WRITE_EFFECTS: Record<string, CatalogueEffect> = {
  'POST /auth/signup': 'nothing',
  'POST /auth/signin': 'nothing',
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
  'PUT /api/ticketListing/:id': 'listing-in-params',
  'DELETE /api/ticketListing/:id': 'listing-in-params',
  'POST /api/ticketListing/:id/view': 'listing-in-params',
  'POST /api/ticketListing/:id/check-booking': 'listing-in-params',
  'PATCH /api/ticketListing/:id/status': 'listing-in-params',
  'POST /api/create-from-verified-email': 'event-in-query',
  'POST /api/create-from-uploaded-email': 'event-in-query',
  // A suspension hides (a restoration shows again) the seller's listings, whichever events they are for.
  'POST /api/admin/users/:id/suspend': 'everything',
  'POST /api/admin/users/:id/restore': 'everything',
  'POST /api/admin/inbox/:kind/:id/done': 'nothing',
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
    const categoryId = await insertCategory(t.db);
    alpha = (await insertConcert(t.db, { name: 'Alpha Nights', categoryId, daysFromNow: 9 })).id;
    beta = (await insertConcert(t.db, { name: 'Beta Mornings', categoryId, daysFromNow: 10 })).id;
    seller = await signedInUser(t.db, { name: 'Asha Seller' });
    alphaListing = await listingId(t.db, { concert_id: alpha, seller_id: seller.user.id, price: 900 });
    betaListing = await listingId(t.db, { concert_id: beta, seller_id: seller.user.id, price: 700 });
  });
  beforeEach(() => t.app.readCache.invalidate());
  afterAll(() => t.close());

  const read = async <T>(url: string): Promise<T> => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    return answer.json() as T;
  };
  const listingPrice = async (eventId: number) => (await read<PagedResponse<TicketListing>>(`/api/ticketListing/concerts/${eventId}`)).content[0].price;
  const lowestPrices = async (url: string) =>
    Object.fromEntries((await read<PagedResponse<Concert>>(url)).content.map((event) => [event.concertName, event.lowestTicketPrice]));
  /** A change nobody announces (SQL by hand): only a dropped cache entry shows it. */
  const priceBehindTheCache = (id: number, price: number) => t.db.updateTable('ticket_listings').set({ price }).where('id', '=', id).execute();

  it('keeps every cached read through a write that changes nothing they show', async () => {
    expect(await listingPrice(beta)).toBe(700);
    expect(await lowestPrices('/api/concerts')).toEqual({ 'Alpha Nights': 900, 'Beta Mornings': 700 });
    await priceBehindTheCache(betaListing, 650);
    const leaving = await signedInUser(t.db);
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers: leaving.headers })).statusCode).toBe(204);
    expect(await listingPrice(beta)).toBe(700);
    expect(await lowestPrices('/api/concerts')).toEqual({ 'Alpha Nights': 900, 'Beta Mornings': 700 });
  });

  it("drops the event's listings and every list showing it, and keeps another event's reads", async () => {
    await priceBehindTheCache(betaListing, 700);
    expect(await listingPrice(alpha)).toBe(900);
    expect(await listingPrice(beta)).toBe(700);
    expect(await lowestPrices('/api/concerts/search/beta')).toEqual({ 'Beta Mornings': 700 });
    await priceBehindTheCache(betaListing, 600);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/ticketListing/${alphaListing}`,
      headers: seller.headers,
      payload: { quantity: 2, price: 950, verifiedSeat: 'General Admission', negotiable: false, wantsExchange: false },
    });
    expect(changed.statusCode).toBe(200);

    expect(await listingPrice(alpha)).toBe(950);
    // The explore page shows Alpha Nights, so it was dropped, and shows Beta's hand-made change too.
    expect(await lowestPrices('/api/concerts')).toEqual({ 'Alpha Nights': 950, 'Beta Mornings': 600 });
    // Neither of these shows Alpha Nights: still the cached answer.
    expect(await listingPrice(beta)).toBe(700);
    expect(await lowestPrices('/api/concerts/search/beta')).toEqual({ 'Beta Mornings': 700 });
  });

  it('drops lists ranked by prices whichever events they show, since the changed event may enter them', async () => {
    expect(await lowestPrices('/api/concerts/search/beta?sortBy=lowestTicketPrice')).toEqual({ 'Beta Mornings': 600 });
    await priceBehindTheCache(betaListing, 550);
    const sold = await t.app.inject({ method: 'PATCH', url: `/api/ticketListing/${alphaListing}/status?status=SOLD`, headers: seller.headers });
    expect(sold.statusCode).toBe(200);
    expect(await lowestPrices('/api/concerts/search/beta?sortBy=lowestTicketPrice')).toEqual({ 'Beta Mornings': 550 });
  });

  it("drops the written event's page and the platform's totals, and keeps another event's page", async () => {
    const eventPrice = async (eventId: number) => (await read<Concert>(`/api/concerts/${eventId}`)).lowestTicketPrice;
    const totalTickets = async () => (await read<{ totalTickets: number }>('/api/statistics')).totalTickets;
    expect(await eventPrice(beta)).toBe(550);
    const ticketsBefore = await totalTickets();
    await priceBehindTheCache(betaListing, 540);
    const fresh = await listingId(t.db, { concert_id: alpha, seller_id: seller.user.id, price: 800, quantity: 3 });
    const sold = await t.app.inject({ method: 'PATCH', url: `/api/ticketListing/${fresh}/status?status=SOLD`, headers: seller.headers });
    expect(sold.statusCode).toBe(200);
    expect(await eventPrice(beta)).toBe(550);
    expect(await eventPrice(alpha)).toBeNull();
    // The listing added by hand and sold through the API: both show once the totals are read again.
    expect(await totalTickets()).not.toBe(ticketsBefore);
  });

  it('a refused write drops nothing', async () => {
    expect(await listingPrice(beta)).toBe(540);
    await priceBehindTheCache(betaListing, 500);
    const stranger = await signedInUser(t.db);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/ticketListing/${betaListing}`, headers: stranger.headers });
    expect(refused.statusCode).toBe(403);
    expect(await listingPrice(beta)).toBe(540);
  });
});
