import { FEEDBACK_KINDS } from '../../shared/schemas/feedbackSchemas';
import { everyRouteApp } from '../test/everyRouteApp';
import { isSafeMethod } from '../test/routeTable';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import type { CatalogueEffect } from './catalogueEffect';
import { FRESH_READS_COOKIE } from './freshReads';

/**
 * What each write route changes of what the catalogue shows (issues 21 and 41). A route missing here fails the
 * first test: decide its effect, declare it as the route's `config.catalogue`, and add it.
 */
const WRITE_EFFECTS: Record<string, CatalogueEffect> = {
  'POST /auth/signup': 'nothing',
  'POST /auth/signin': 'nothing',
  'POST /auth/password-reset': 'nothing',
  'POST /auth/password-reset/confirm': 'nothing',
  'POST /auth/logout': 'nothing',
  // A seller's name shows on their own listings only.
  'PUT /api/users/:id': 'account',
  // The account's own picture, e-mail and verification steps: its session on every process must show them at once.
  'PUT /api/users/me/profile-picture': 'account',
  'DELETE /api/users/me': 'account',
  'POST /api/auth/resend-otp': 'nothing',
  'POST /api/phone-verification/send-otp': 'nothing',
  'POST /api/auth/confirm-email': 'account',
  // A buyer's phone becoming verified counts their meet-up checks on listings.
  'POST /api/phone-verification/verify-otp': 'account',
  'POST /api/users/me/verification/:channel/skip': 'account',
  'POST /api/sender-addresses/send-otp': 'nothing',
  'POST /api/sender-addresses/verify-otp': 'nothing',
  // Subscriptions count towards the event's interest.
  'POST /api/concerts/:id/subscribe': 'event-in-params',
  'DELETE /api/concerts/:id/subscribe': 'event-in-params',
  'POST /api/manual-ticket-request/concert/:id': 'nothing',
  // A view's interest shows with the event's next write, as when the event read recorded it.
  'POST /api/recentlyViewed': 'nothing',
  'POST /api/alerts/unsubscribe': 'account',
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

describe('what each write route declares it changes', () => {
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

/** Only a write that changes what the catalogue shows sends its writer's next reads past the shared caches. */
describe('the fresh reads a write gives its writer', () => {
  let t: TestApp;
  let seller: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await signedInUser(t.db, { name: 'Asha Seller' });
  });
  afterAll(() => t.close());

  const freshCookie = (answer: { cookies: { name: string }[] }) => answer.cookies.some((cookie) => cookie.name === FRESH_READS_COOKIE);

  it('gives them for a name change, and not for a write that changes nothing shown', async () => {
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/users/${seller.user.id}`, headers: seller.headers, payload: { name: 'Asha Renamed' } });
    expect(renamed.statusCode).toBe(200);
    expect(freshCookie(renamed)).toBe(true);
    const feedback = await t.app.inject({ method: 'POST', url: '/api/feedback', headers: seller.headers, payload: { kind: FEEDBACK_KINDS[0], text: 'Lovely site, thank you', page: '/' } });
    expect(feedback.statusCode).toBeLessThan(300);
    expect(freshCookie(feedback)).toBe(false);
  });

  it("gives them for a change to what the writer's own session shows", async () => {
    const skipped = await t.app.inject({ method: 'POST', url: '/api/users/me/verification/phone/skip', headers: seller.headers });
    expect(skipped.statusCode).toBeLessThan(300);
    expect(freshCookie(skipped)).toBe(true);
  });

  it('gives none for a refused write', async () => {
    const refused = await t.app.inject({ method: 'PATCH', url: '/api/ticketListing/999999/status?status=SOLD', headers: seller.headers });
    expect(refused.statusCode).toBe(404);
    expect(freshCookie(refused)).toBe(false);
  });
});
