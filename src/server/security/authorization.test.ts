import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMINS_ONLY } from '../../shared/admin/access';
import { CSRF_REFUSAL } from '../http/csrf';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { unsubscribeToken } from '../services/alerts/unsubscribeToken';
import { setRoleByEmail } from '../services/roles.service';
import { startSession } from '../services/sessions.service';
import { TINY_PNG } from '../test/photoWithExif';
import { freshIp, newAccount, signUp } from '../test/accounts';
import { browserPushSubscription } from '../test/browserPushSubscription';
import { insertCategory, insertConcert, insertUser } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { multipartFile } from '../test/multipartFile';
import { everyRouteApp } from '../test/everyRouteApp';
import { ROUTE_ACCESS } from '../test/routeTable';
import { endedSessionHeaders, sessionHeaders } from '../test/signedIn';
import { TEST_SESSION_SECRET } from '../test/testApp';

/**
 * SPEC §6 as a table: every route × every kind of caller → the status they get.
 *
 * - stranger: a browser with no cookies at all. On a state-changing route the CSRF check comes first and
 *   refuses it with 403 (it has no session, hence no token); on a read of a signed-in route it gets 401.
 * - ended session: a browser whose session is over but which still sends its cookies and the matching
 *   X-Csrf-Token: it gets past CSRF and every signed-in route refuses it with 401.
 * - signed-in: a new account (e-mail and phone unverified) acting on the owner's things.
 * - other user: another verified seller acting on the owner's things.
 * - owner: the verified seller who owns the listing, the profile and the subscription the request names.
 * - admin: a verified account with the ADMIN role (granted as `npm run admin -- grant` does). Outside /api/admin/
 *   the role grants nothing: there an admin gets what any other user gets (the 'other user' column), unless a
 *   row says otherwise. Under /api/admin/ only the admin passes (ADMIN_TABLE below).
 */
const CALLERS = ['stranger', 'ended session', 'signed-in', 'other user', 'owner', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

/** What a row's request may name: the owner's things, and the caller's own device id and its secret. */
interface Target {
  /** An account of no one in the table, new for each row: what an admin action may act on. */
  personId: number;
  /** Another such account, suspended. */
  suspendedPersonId: number;
  /** Feedback from the person, not yet marked done. */
  feedbackId: number;
  /** An event of its own for each row (the Events page's actions postpone and cancel it), with an uploaded picture. */
  eventId: number;
  /** A listing of the person's, hidden by an operator. */
  hiddenListingId: number;
  /** The person's open report on the owner's listing. */
  reportId: number;
  ownerId: number;
  ownerEmail: string;
  concertId: number;
  listingId: number;
  device: string;
  deviceHeaders: Record<string, string>;
}

interface Row {
  request(target: Target): InjectOptions;
  /** Expected statuses in CALLERS order, the admin aside. */
  expected: [number, number, number, number, number];
  /** The admin's status, when it is not the other user's. */
  admin?: number;
}

/** An /api/admin/ route: the request, and what the admin gets; everyone else is refused. */
interface AdminRow {
  request(target: Target): InjectOptions;
  admin: number;
}

const DETAILS = { quantity: 1, price: 1500, verifiedSeat: 'Gold - Row A', negotiable: true, wantsExchange: false, sellerCity: 'Pune' };
const ALL_200: Row['expected'] = [200, 200, 200, 200, 200];
/** A read that needs a session. */
const SIGNED_IN_READ: Row['expected'] = [401, 401, 200, 200, 200];
/** A change anyone signed in may make to their own things. */
const SIGNED_IN_CHANGE: Row['expected'] = [403, 401, 200, 200, 200];
/** A change only the owner may make. */
const OWNER_ONLY: Row['expected'] = [403, 401, 403, 403, 200];

const TABLE: Record<string, Row> = {
  'GET /*': { request: () => ({ method: 'GET', url: '/profile' }), expected: ALL_200 },
  'GET /': { request: () => ({ method: 'GET', url: '/' }), expected: ALL_200 },
  'GET /healthz': { request: () => ({ method: 'GET', url: '/healthz' }), expected: ALL_200 },
  'GET /auth/session': { request: () => ({ method: 'GET', url: '/auth/session' }), expected: SIGNED_IN_READ },
  'POST /auth/signup': { request: () => ({ method: 'POST', url: '/auth/signup', payload: newAccount() }), expected: [201, 201, 201, 201, 201] },
  'POST /auth/signin': {
    request: (t) => ({ method: 'POST', url: '/auth/signin', payload: { email: t.ownerEmail, password: 'a wrong guess' } }),
    expected: [401, 401, 401, 401, 401],
  },
  'POST /auth/logout': { request: () => ({ method: 'POST', url: '/auth/logout' }), expected: [403, 204, 204, 204, 204] },
  'GET /auth/google/login': { request: () => ({ method: 'GET', url: '/auth/google/login' }), expected: ALL_200 },
  'GET /auth/google/callback': { request: () => ({ method: 'GET', url: '/auth/google/callback?code=x&state=y' }), expected: [302, 302, 302, 302, 302] },
  // Shown to this machine only (devOutboxReach.test.ts asks from the network).
  'GET /dev/outbox': { request: () => ({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' }), expected: ALL_200 },
  'GET /api/users/me': { request: () => ({ method: 'GET', url: '/api/users/me' }), expected: SIGNED_IN_READ },
  'PUT /api/users/:id': { request: (t) => ({ method: 'PUT', url: `/api/users/${t.ownerId}`, payload: { name: 'Changed Name' } }), expected: OWNER_ONLY },
  'GET /api/users/:id/profile-picture': { request: (t) => ({ method: 'GET', url: `/api/users/${t.ownerId}/profile-picture` }), expected: ALL_200 },
  'PUT /api/users/me/profile-picture': {
    request: () => ({ method: 'PUT', url: '/api/users/me/profile-picture', ...multipartFile(TINY_PNG, { filename: 'me.png', type: 'image/png' }) }),
    expected: SIGNED_IN_CHANGE,
  },
  'GET /api/users/me/data': { request: () => ({ method: 'GET', url: '/api/users/me/data' }), expected: SIGNED_IN_READ },
  // Only ever the caller's own account; a wrong password refuses even the owner, so the table's people stay (dataRights.deletion.test.ts deletes).
  'DELETE /api/users/me': {
    request: () => ({ method: 'DELETE', url: '/api/users/me', payload: { confirmation: 'DELETE', currentPassword: 'a wrong guess' } }),
    expected: [403, 401, 403, 403, 403],
  },
  'POST /api/auth/resend-otp': { request: () => ({ method: 'POST', url: '/api/auth/resend-otp' }), expected: SIGNED_IN_CHANGE },
  'POST /api/phone-verification/send-otp': { request: () => ({ method: 'POST', url: '/api/phone-verification/send-otp' }), expected: SIGNED_IN_CHANGE },
  // A code exists only for whoever asked for it, so every signed-in caller gets the same 400 (no code waiting).
  'POST /api/auth/confirm-email': { request: () => ({ method: 'POST', url: '/api/auth/confirm-email?otp=123456' }), expected: [403, 401, 400, 400, 400] },
  'POST /api/phone-verification/verify-otp': {
    request: () => ({ method: 'POST', url: '/api/phone-verification/verify-otp?code=1234&verificationId=1' }),
    expected: [403, 401, 400, 400, 400],
  },
  'POST /api/users/me/verification/:channel/skip': {
    request: () => ({ method: 'POST', url: '/api/users/me/verification/email/skip' }),
    expected: SIGNED_IN_CHANGE,
  },
  'GET /api/sender-addresses': { request: () => ({ method: 'GET', url: '/api/sender-addresses' }), expected: SIGNED_IN_READ },
  'POST /api/sender-addresses/send-otp': {
    request: () => ({ method: 'POST', url: '/api/sender-addresses/send-otp', payload: { email: `forwards.${freshIp()}@example.net` } }),
    expected: SIGNED_IN_CHANGE,
  },
  // Like the account codes: nothing was sent to this address for anyone, so every signed-in caller gets the same 400.
  'POST /api/sender-addresses/verify-otp': {
    request: () => ({ method: 'POST', url: '/api/sender-addresses/verify-otp', payload: { email: 'never.sent@example.net', code: '123456' } }),
    expected: [403, 401, 400, 400, 400],
  },
  'GET /api/category': { request: () => ({ method: 'GET', url: '/api/category' }), expected: ALL_200 },
  'GET /api/category/:id': { request: () => ({ method: 'GET', url: '/api/category/1' }), expected: ALL_200 },
  'GET /api/concerts': { request: () => ({ method: 'GET', url: '/api/concerts' }), expected: ALL_200 },
  'GET /api/concerts/category/:id': { request: () => ({ method: 'GET', url: '/api/concerts/category/1' }), expected: ALL_200 },
  'GET /api/concerts/past': { request: () => ({ method: 'GET', url: '/api/concerts/past' }), expected: ALL_200 },
  'GET /api/concerts/popular': { request: () => ({ method: 'GET', url: '/api/concerts/popular' }), expected: ALL_200 },
  'GET /api/concerts/:id': { request: (t) => ({ method: 'GET', url: `/api/concerts/${t.concertId}` }), expected: ALL_200 },
  'GET /api/concerts/search/:keyword': { request: () => ({ method: 'GET', url: '/api/concerts/search/table' }), expected: ALL_200 },
  'GET /api/concerts/likely': { request: () => ({ method: 'GET', url: '/api/concerts/likely' }), expected: ALL_200 },
  'GET /api/recentlyViewedConcerts/list': { request: () => ({ method: 'GET', url: '/api/recentlyViewedConcerts/list' }), expected: SIGNED_IN_READ },
  'GET /api/statistics': { request: () => ({ method: 'GET', url: '/api/statistics' }), expected: ALL_200 },
  // Subscriptions belong to a device (the push user id), not to an account: each caller names its own device and
  // sends its secret (another's device is refused: routes/deviceSecret.test.ts).
  'GET /api/concerts/:id/subscription-status': {
    request: (t) => ({ method: 'GET', url: `/api/concerts/${t.concertId}/subscription-status?pushUserId=${t.device}`, headers: t.deviceHeaders }),
    expected: ALL_200,
  },
  'POST /api/concerts/:id/subscribe': {
    request: (t) => ({ method: 'POST', url: `/api/concerts/${t.concertId}/subscribe?pushUserId=${t.device}`, headers: t.deviceHeaders }),
    expected: SIGNED_IN_CHANGE,
  },
  'DELETE /api/concerts/:id/subscribe': {
    request: (t) => ({ method: 'DELETE', url: `/api/concerts/${t.concertId}/subscribe?pushUserId=${t.device}`, headers: t.deviceHeaders }),
    expected: SIGNED_IN_CHANGE,
  },
  'POST /api/manual-ticket-request/concert/:id': {
    request: (t) => ({ method: 'POST', url: `/api/manual-ticket-request/concert/${t.concertId}` }),
    expected: [403, 401, 201, 201, 201],
  },
  // A request belongs to the account that made it: each caller reads its own.
  'GET /api/manual-ticket-request/concert/:id': {
    request: (t) => ({ method: 'GET', url: `/api/manual-ticket-request/concert/${t.concertId}` }),
    expected: SIGNED_IN_READ,
  },
  // The signed token in the link is the authority: anyone holding it (the mail client, with no session) may use it.
  'GET /api/alerts/unsubscribe': {
    request: (t) => ({ method: 'GET', url: `/api/alerts/unsubscribe?token=${unsubscribeToken(TEST_SESSION_SECRET, t.ownerId, t.concertId)}` }),
    expected: ALL_200,
  },
  'POST /api/alerts/unsubscribe': {
    request: (t) => ({ method: 'POST', url: `/api/alerts/unsubscribe?token=${unsubscribeToken(TEST_SESSION_SECRET, t.ownerId, t.concertId)}` }),
    expected: ALL_200,
  },
  'GET /api/web-push/public-key': { request: () => ({ method: 'GET', url: '/api/web-push/public-key' }), expected: ALL_200 },
  'PUT /api/push-devices/:deviceId/subscription': {
    request: (t) => ({ method: 'PUT', url: `/api/push-devices/${t.device}/subscription`, headers: t.deviceHeaders, payload: browserPushSubscription() }),
    expected: SIGNED_IN_CHANGE,
  },
  'DELETE /api/push-devices/:deviceId/subscription': {
    request: (t) => ({ method: 'DELETE', url: `/api/push-devices/${t.device}/subscription`, headers: t.deviceHeaders }),
    expected: SIGNED_IN_CHANGE,
  },
  'POST /api/feedback': {
    request: () => ({ method: 'POST', url: '/api/feedback', payload: { kind: 'FEEDBACK', text: 'Lovely site', page: '/' } }),
    expected: [403, 401, 201, 201, 201],
  },
  'GET /thumbnails/:file': { request: (t) => ({ method: 'GET', url: `/thumbnails/${t.concertId}.svg` }), expected: ALL_200 },
  'GET /thumbnails/pictures/:file': { request: (t) => ({ method: 'GET', url: `/thumbnails/pictures/${t.eventId}-1-640.webp` }), expected: ALL_200 },
  'GET /thumbnails/og/site.png': { request: () => ({ method: 'GET', url: '/thumbnails/og/site.png' }), expected: ALL_200 },
  'GET /thumbnails/og/:concertId.png': { request: (t) => ({ method: 'GET', url: `/thumbnails/og/${t.concertId}.png` }), expected: ALL_200 },
  'GET /api/ticketListing/concerts/:id': { request: (t) => ({ method: 'GET', url: `/api/ticketListing/concerts/${t.concertId}` }), expected: ALL_200 },
  'GET /api/listing-rules': { request: () => ({ method: 'GET', url: '/api/listing-rules' }), expected: ALL_200 },
  'GET /api/openapi.json': { request: () => ({ method: 'GET', url: '/api/openapi.json' }), expected: ALL_200 },
  'GET /api/docs': { request: () => ({ method: 'GET', url: '/api/docs' }), expected: ALL_200 },
  'GET /api/docs/json': { request: () => ({ method: 'GET', url: '/api/docs/json' }), expected: ALL_200 },
  'GET /api/docs/yaml': { request: () => ({ method: 'GET', url: '/api/docs/yaml' }), expected: ALL_200 },
  'GET /api/docs/static/*': { request: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }), expected: ALL_200 },
  // The documentation UI sends its old index address on to the page itself.
  'GET /api/docs/static/index.html': { request: () => ({ method: 'GET', url: '/api/docs/static/index.html' }), expected: [302, 302, 302, 302, 302] },
  'GET /api/docs/static/swagger-initializer.js': { request: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }), expected: ALL_200 },
  'GET /api/ticketListing/users': { request: () => ({ method: 'GET', url: '/api/ticketListing/users' }), expected: SIGNED_IN_READ },
  'GET /api/ticketListing/:id': { request: (t) => ({ method: 'GET', url: `/api/ticketListing/${t.listingId}` }), expected: ALL_200 },
  'PUT /api/ticketListing/:id': { request: (t) => ({ method: 'PUT', url: `/api/ticketListing/${t.listingId}`, payload: DETAILS }), expected: OWNER_ONLY },
  'DELETE /api/ticketListing/:id': { request: (t) => ({ method: 'DELETE', url: `/api/ticketListing/${t.listingId}` }), expected: [403, 401, 403, 403, 204] },
  'POST /api/ticketListing/:id/view': { request: (t) => ({ method: 'POST', url: `/api/ticketListing/${t.listingId}/view` }), expected: SIGNED_IN_CHANGE },
  // Buyers only: the seller is refused their own listing's check; the table's listing has no booking, so no match.
  'POST /api/ticketListing/:id/check-booking': {
    request: (t) => ({ method: 'POST', url: `/api/ticketListing/${t.listingId}/check-booking`, payload: { bookingId: 'BMS-123' } }),
    expected: [403, 401, 200, 200, 403],
  },
  // Anyone signed in but the seller; the table's listing is new for each row, so each caller's report is its first.
  'POST /api/ticketListing/:id/report': {
    request: (t) => ({ method: 'POST', url: `/api/ticketListing/${t.listingId}/report`, payload: { reason: 'FAKE', details: 'The seat does not exist' } }),
    expected: [403, 401, 201, 201, 403],
  },
  'PATCH /api/ticketListing/:id/status': {
    request: (t) => ({ method: 'PATCH', url: `/api/ticketListing/${t.listingId}/status?status=SOLD&source=FRIEND` }),
    expected: OWNER_ONLY,
  },
  'GET /api/verification-mailbox': { request: () => ({ method: 'GET', url: '/api/verification-mailbox' }), expected: ALL_200 },
  'GET /api/verification-status': { request: (t) => ({ method: 'GET', url: `/api/verification-status?concertId=${t.concertId}` }), expected: SIGNED_IN_READ },
  // Only for one's own account (userId); the owner gets past every check to "no e-mail received yet" (404).
  'POST /api/create-from-verified-email': {
    request: (t) => ({
      method: 'POST',
      url: `/api/create-from-verified-email?userId=${t.ownerId}&concertId=${t.concertId}&senderEmail=${encodeURIComponent(t.ownerEmail)}&expectedDkimDomain=bookmyshow.com`,
    }),
    expected: [403, 401, 403, 403, 404],
  },
  // The signed-in caller is stopped by the selling gate (e-mail not verified); a verified seller reaches the check of the file.
  'POST /api/create-from-uploaded-email': {
    request: (t) => ({
      method: 'POST',
      url: `/api/create-from-uploaded-email?concertId=${t.concertId}&expectedDkimDomain=bookmyshow.com`,
      ...multipartFile(Buffer.from('not an e-mail'), { filename: 'booking.eml', type: 'message/rfc822' }),
    }),
    expected: [403, 401, 403, 422, 422],
  },
};

/**
 * Every /api/admin/ route. A read refuses a stranger with 401; a change refuses them at the CSRF check (403, as
 * every change does without a session) and a browser with an ended session with 401; every signed-in account
 * but an admin gets 403. A route the app serves under /api/admin/ that is missing here fails the first test.
 */
const ADMIN_TABLE: Record<string, AdminRow> = {
  'GET /api/admin/audit': { request: (t) => ({ method: 'GET', url: `/api/admin/audit?targetType=user&targetId=${t.personId}` }), admin: 200 },
  'GET /api/admin/users': { request: () => ({ method: 'GET', url: '/api/admin/users?query=somebody' }), admin: 200 },
  'POST /api/admin/users/:id/suspend': {
    request: (t) => ({ method: 'POST', url: `/api/admin/users/${t.personId}/suspend`, payload: { reason: 'Sold one ticket twice' } }),
    admin: 200,
  },
  'POST /api/admin/users/:id/restore': { request: (t) => ({ method: 'POST', url: `/api/admin/users/${t.suspendedPersonId}/restore` }), admin: 200 },
  'GET /api/admin/inbox': { request: () => ({ method: 'GET', url: '/api/admin/inbox?kind=feedback' }), admin: 200 },
  'POST /api/admin/inbox/:kind/:id/done': { request: (t) => ({ method: 'POST', url: `/api/admin/inbox/feedback/${t.feedbackId}/done` }), admin: 200 },
  'GET /api/admin/events': { request: () => ({ method: 'GET', url: '/api/admin/events?query=console' }), admin: 200 },
  'GET /api/admin/events/:id': { request: (t) => ({ method: 'GET', url: `/api/admin/events/${t.eventId}` }), admin: 200 },
  'POST /api/admin/events': { request: () => ({ method: 'POST', url: '/api/admin/events', payload: TABLE_EVENT }), admin: 201 },
  'PUT /api/admin/events/:id': { request: (t) => ({ method: 'PUT', url: `/api/admin/events/${t.eventId}`, payload: TABLE_EVENT }), admin: 200 },
  'PUT /api/admin/events/:id/thumbnail': {
    request: (t) => ({ method: 'PUT', url: `/api/admin/events/${t.eventId}/thumbnail`, ...multipartFile(TINY_PNG, { filename: 'poster.png', type: 'image/png' }) }),
    admin: 200,
  },
  'POST /api/admin/events/:id/postpone': { request: (t) => ({ method: 'POST', url: `/api/admin/events/${t.eventId}/postpone`, payload: { date: '2030-01-05T19:00' } }), admin: 200 },
  'POST /api/admin/events/:id/cancel': { request: (t) => ({ method: 'POST', url: `/api/admin/events/${t.eventId}/cancel`, payload: { reason: 'The venue flooded' } }), admin: 200 },
  'POST /api/admin/events/import/preview': { request: () => ({ method: 'POST', url: '/api/admin/events/import/preview', ...tableImport('Preview') }), admin: 200 },
  'POST /api/admin/events/import': { request: () => ({ method: 'POST', url: '/api/admin/events/import', ...tableImport('Imported') }), admin: 200 },
  'GET /api/admin/categories': { request: () => ({ method: 'GET', url: '/api/admin/categories' }), admin: 200 },
  'POST /api/admin/categories': { request: () => ({ method: 'POST', url: '/api/admin/categories', payload: { title: 'Added At The Table' } }), admin: 201 },
  'GET /api/admin/listings': { request: (t) => ({ method: 'GET', url: `/api/admin/listings?concertId=${t.concertId}` }), admin: 200 },
  'POST /api/admin/listings/:id/hide': {
    request: (t) => ({ method: 'POST', url: `/api/admin/listings/${t.listingId}/hide`, payload: { reason: 'The seat does not exist at this venue' } }),
    admin: 200,
  },
  'POST /api/admin/listings/:id/restore': { request: (t) => ({ method: 'POST', url: `/api/admin/listings/${t.hiddenListingId}/restore` }), admin: 200 },
  'GET /api/admin/reports': { request: () => ({ method: 'GET', url: '/api/admin/reports' }), admin: 200 },
  'POST /api/admin/reports/:id/resolve': {
    request: (t) => ({ method: 'POST', url: `/api/admin/reports/${t.reportId}/resolve`, payload: { resolution: 'DISMISSED', note: 'The seller showed the booking' } }),
    admin: 200,
  },
  'GET /api/admin/dashboard': { request: () => ({ method: 'GET', url: '/api/admin/dashboard' }), admin: 200 },
};
/** The fields of an event an admin row creates or corrects. */
const TABLE_EVENT = { name: 'Console Table Show', date: '2030-01-01T19:30', venue: 'NSCI Dome', city: 'Mumbai', artist: 'The Table Band', categoryId: 1, expectedDkimDomain: 'district.in' };
const tableImport = (name: string) =>
  multipartFile(Buffer.from(`name,date,venue,city,artist,category,provider\r\n${name} Night,2030-02-01T20:00,Venue,Pune,Artist,Table Shows,District\r\n`), {
    filename: 'events.csv',
    type: 'text/csv',
  });
const ADMIN_READ: Row['expected'] = [401, 401, 403, 403, 403];
const ADMIN_CHANGE: Row['expected'] = [403, 401, 403, 403, 403];

const ROWS: Record<string, Row> = {
  ...TABLE,
  ...Object.fromEntries(
    Object.entries(ADMIN_TABLE).map(([route, row]) => [route, { ...row, expected: route.startsWith('GET ') ? ADMIN_READ : ADMIN_CHANGE }]),
  ),
};
const isAdminRoute = (route: string) => / \/api\/admin\//.test(route);

describe('who may do what: every route × every kind of caller (SPEC §6)', () => {
  let t: Awaited<ReturnType<typeof everyRouteApp>>;
  let concertId: number;
  const people = {} as Record<'signed-in' | 'other user' | 'owner' | 'admin', { id: number; email: string }>;
  /** Every e-mail address and password hash in the database, checked against every response. */
  let secrets: { email: string; userId: number }[] = [];
  let hashes: string[] = [];
  const seen = new Map<string, number[]>();
  const leaks: string[] = [];

  beforeAll(async () => {
    t = await everyRouteApp();
    const categoryId = await insertCategory(t.db, 'Table Shows');
    concertId = (await insertConcert(t.db, { name: 'Table Show', categoryId, daysFromNow: 9 })).id;
    for (const who of ['signed-in', 'other user', 'owner', 'admin'] as const) {
      const { user } = await signUp(t.app, { name: `The ${who}` });
      people[who] = { id: user.id, email: user.email };
      if (who !== 'signed-in') {
        await t.db.updateTable('users').set({ email_verification_status: 'VERIFIED', phone_verification_status: 'VERIFIED' }).where('id', '=', user.id).execute();
      }
    }
    expect(await setRoleByEmail(t.db, people.admin.email, 'ADMIN')).toBe('changed');
    await t.db
      .updateTable('users')
      .set({ profile_picture: TINY_PNG, profile_picture_type: 'image/png', profile_picture_updated_at: new Date() })
      .where('id', '=', people.owner.id)
      .execute();
    hashes = (await t.db.selectFrom('users').select('password_hash').execute()).flatMap((row) => (row.password_hash === null ? [] : [row.password_hash]));
    expect(hashes).toHaveLength(4);
  });

  afterAll(async () => {
    const lines = [...seen].map(([route, statuses]) => `| ${route} | ${statuses.join(' | ')} |`);
    console.info(['| route | stranger | ended session | signed-in | other user | owner | admin |', '|---|---|---|---|---|---|---|', ...lines].join('\n'));
    await t?.close();
  });

  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'stranger') return {};
    if (caller === 'ended session') return endedSessionHeaders();
    // A new session for each call: the table's own logout row must not sign anyone out of the next row.
    return sessionHeaders((await startSession(t.db, people[caller].id)).token);
  }

  /** No response may carry a password hash, or the e-mail address of anyone but the caller. */
  async function scan(route: string, caller: Caller, response: LightMyRequestResponse): Promise<void> {
    secrets = (await t.db.selectFrom('users').select(['id as userId', 'email']).execute()).map((row) => ({ email: row.email, userId: row.userId }));
    let own = caller === 'stranger' || caller === 'ended session' ? null : people[caller].id;
    // Signing up or in makes the caller the account the answer is about.
    if (route.startsWith('POST /auth/sign') && response.statusCode < 300) own = (response.json() as { user: { id: number } }).user.id;
    const body = response.body.toLowerCase();
    // The console shows operators whose account an action was about; anyone else is refused before it answers.
    const operatorReads = caller === 'admin' && isAdminRoute(route);
    for (const { email, userId } of operatorReads ? [] : secrets) {
      if (userId !== own && body.includes(email.toLowerCase())) leaks.push(`${route} as ${caller}: the e-mail of user ${userId}`);
    }
    if (hashes.some((hash) => response.body.includes(hash)) || response.body.includes('scrypt$')) leaks.push(`${route} as ${caller}: a password hash`);
  }

  it('has a row for every route the app serves', () => {
    expect(t.routes.map((r) => r.name).sort()).toEqual(Object.keys(ROWS).sort());
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual(Object.keys(ROWS).sort());
  });

  it('has every /api/admin/ route the app serves in the admin table, and only those, each for admins only', () => {
    const served = t.routes.map((r) => r.name).filter(isAdminRoute);
    expect(served.length).toBeGreaterThan(0);
    expect(Object.keys(ADMIN_TABLE).sort()).toEqual(served.sort());
    expect(Object.keys(TABLE).filter(isAdminRoute)).toEqual([]);
    const access = Object.entries(ROUTE_ACCESS).filter(([route, who]) => (who === 'admin') !== isAdminRoute(route));
    expect(access).toEqual([]);
  });

  it.each(Object.keys(ROWS))('%s', async (route) => {
    const row = ROWS[route];
    // The owner's own listing, new for each row: the owner's DELETE comes last, after everyone else tried.
    const listing = await listingId(t.db, { concert_id: concertId, seller_id: people.owner.id, verified_ticket_quantity: 4 });
    // Earlier rows may have sent the new account codes (STARTED): it starts each row unverified again.
    await t.db.updateTable('users').set({ email_verification_status: 'PENDING', phone_verification_status: 'PENDING' }).where('id', '=', people['signed-in'].id).execute();
    const person = await insertUser(t.db, { name: 'Somebody Else' });
    const suspended = await insertUser(t.db, { name: 'Somebody Suspended' });
    await t.db.updateTable('users').set({ suspended_at: new Date(), suspension_reason: 'Fake tickets' }).where('id', '=', suspended.id).execute();
    const feedback = await t.db.insertInto('feedback').values({ kind: 'FEEDBACK', text: 'Please add Goa', page: '/', user_id: person.id }).returning('id').executeTakeFirstOrThrow();
    const categoryId = (await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
    const eventId = (await insertConcert(t.db, { name: 'Console Table Event', categoryId, daysFromNow: 40 })).id;
    await t.db.insertInto('event_pictures').values({ concert_id: eventId, version: 1, large: TINY_PNG, small: TINY_PNG }).execute();
    const hiddenListing = await listingId(t.db, { concert_id: concertId, seller_id: person.id, hidden_at: new Date(), hidden_cause: 'OPERATOR', hidden_reason: 'Fake' });
    const report = await t.db.insertInto('listing_reports').values({ listing_id: listing, reporter_id: person.id, reason: 'FAKE' }).returning('id').executeTakeFirstOrThrow();
    const byCaller = new Map<Caller, number>();
    // The owner goes last, so their DELETE comes after everyone else tried.
    for (const caller of [...CALLERS.filter((c) => c !== 'owner'), 'owner'] as const) {
      const target: Target = {
        personId: person.id,
        suspendedPersonId: suspended.id,
        feedbackId: feedback.id,
        eventId,
        hiddenListingId: hiddenListing,
        reportId: report.id,
        ownerId: people.owner.id,
        ownerEmail: people.owner.email,
        concertId,
        listingId: listing,
        device: `device-of-${caller.replace(/\W/g, '-')}`,
        deviceHeaders: { 'x-device-secret': `secret-of-${caller.replace(/\W/g, '-')}-0123456789abcdef` },
      };
      const request = row.request(target);
      const response = await t.app.inject({
        ...request,
        headers: { ...(request.headers as Record<string, string> | undefined), ...(await headersOf(caller)) },
        remoteAddress: request.remoteAddress ?? freshIp(),
      });
      byCaller.set(caller, response.statusCode);
      if (route !== 'GET /dev/outbox') await scan(route, caller, response);
      if (response.statusCode === 401 && ROUTE_ACCESS[route] !== 'public') expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED });
      if (caller === 'stranger' && response.statusCode === 403) expect(response.json()).toEqual({ error: CSRF_REFUSAL });
      if (caller !== 'stranger' && response.statusCode === 403 && isAdminRoute(route)) expect(response.json()).toEqual({ error: ADMINS_ONLY });
    }
    const statuses = CALLERS.map((caller) => byCaller.get(caller));
    seen.set(route, statuses as number[]);
    expect(statuses).toEqual([...row.expected, row.admin ?? row.expected[3]]);
  });

  it("shows each user only their own profile, listings and subscriptions", async () => {
    const as = async (caller: 'other user' | 'owner', request: InjectOptions) =>
      t.app.inject({ ...request, headers: { ...(request.headers as Record<string, string> | undefined), ...(await headersOf(caller)) }, remoteAddress: freshIp() });
    await listingId(t.db, { concert_id: concertId, seller_id: people.owner.id, verified_ticket_quantity: 4 });
    expect((await as('other user', { method: 'GET', url: '/api/users/me' })).json()).toMatchObject({ id: people['other user'].id });
    const mine = (await as('other user', { method: 'GET', url: '/api/ticketListing/users' })).json() as { content: { seller: { id: number } }[] };
    expect(mine.content.filter((listing) => listing.seller.id !== people['other user'].id)).toEqual([]);
    const ownerListings = (await as('owner', { method: 'GET', url: '/api/ticketListing/users' })).json() as { content: unknown[] };
    expect(ownerListings.content.length).toBeGreaterThan(0);

    const phone = `/api/concerts/${concertId}/subscribe?pushUserId=owners-phone`;
    const status = `/api/concerts/${concertId}/subscription-status?pushUserId=owners-phone`;
    expect((await as('owner', { method: 'POST', url: phone, headers: { 'x-device-secret': 'owners-phone-secret-0123456789abcdef' } })).statusCode).toBe(200);
    expect((await as('other user', { method: 'GET', url: status })).statusCode).toBe(403);
    expect((await as('other user', { method: 'DELETE', url: phone })).statusCode).toBe(403);
    expect((await as('owner', { method: 'GET', url: status })).json()).toEqual({ subscribed: true });
  });

  it('let no response carry a password hash or another user’s e-mail', () => {
    expect(seen.size).toBe(Object.keys(ROWS).length);
    expect(leaks).toEqual([]);
  });
});
