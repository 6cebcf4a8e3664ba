import type { InjectOptions } from 'fastify';
import { unsubscribeToken } from '../services/alerts/unsubscribeToken';
import { TINY_PNG } from './photoWithExif';
import { freshIp, newAccount } from './accounts';
import { browserPushSubscription } from './browserPushSubscription';
import { multipartFile } from './multipartFile';
import { TEST_SESSION_SECRET } from './testApp';

/**
 * SPEC §6 as a table: every route × every kind of caller → the status they get.
 *
 * - stranger: a browser with no cookies at all. A signed-in route asks it to sign in (401), a state-changing one
 *   before any CSRF check (it has no session to forge); a change open to it (sign-out) still wants the token (403).
 * - ended session: a browser whose session is over but which still sends its cookies and the matching
 *   X-Csrf-Token: it gets past CSRF and every signed-in route refuses it with 401.
 * - signed-in: a new account (e-mail and phone unverified) acting on the owner's things.
 * - other user: another verified seller acting on the owner's things.
 * - owner: the verified seller who owns the listing, the profile and the subscription the request names.
 * - admin: a verified account with the ADMIN role (granted as `npm run admin -- grant` does). Outside /api/admin/
 *   the role grants nothing: there an admin gets what any other user gets (the 'other user' column), unless a
 *   row says otherwise. Under /api/admin/ only the admin passes (ADMIN_TABLE below).
 */
export const CALLERS = ['stranger', 'ended session', 'signed-in', 'other user', 'owner', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** What a row's request may name: the owner's things, and the caller's own device id and its secret. */
export interface Target {
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
  /** A listing of the person's that was deleted (its booking's tombstone is left). */
  deletedListingId: number;
  /** The person's open report on the owner's listing. */
  reportId: number;
  ownerId: number;
  ownerEmail: string;
  concertId: number;
  listingId: number;
  device: string;
  deviceHeaders: Record<string, string>;
}

export interface Row {
  request(target: Target): InjectOptions;
  /** Expected statuses in CALLERS order, the admin aside. */
  expected: [number, number, number, number, number];
  /** The admin's status, when it is not the other user's. */
  admin?: number;
}

/** An /api/admin/ route: the request, and what the admin gets; everyone else is refused. */
export interface AdminRow {
  request(target: Target): InjectOptions;
  admin: number;
}

export const DETAILS = { quantity: 1, price: 1500, verifiedSeat: 'Gold - Row A', negotiable: true, wantsExchange: false, sellerCity: 'Pune' };
export const ALL_200: Row['expected'] = [200, 200, 200, 200, 200];
/** A read that needs a session. */
export const SIGNED_IN_READ: Row['expected'] = [401, 401, 200, 200, 200];
/** A change anyone signed in may make to their own things. */
export const SIGNED_IN_CHANGE: Row['expected'] = [401, 401, 200, 200, 200];
/** A change only the owner may make. */
export const OWNER_ONLY: Row['expected'] = [401, 401, 403, 403, 200];

export const TABLE: Record<string, Row> = {
  'GET /*': { request: () => ({ method: 'GET', url: '/profile' }), expected: ALL_200 },
  'GET /': { request: () => ({ method: 'GET', url: '/' }), expected: ALL_200 },
  'GET /healthz': { request: () => ({ method: 'GET', url: '/healthz' }), expected: ALL_200 },
  'GET /auth/session': { request: () => ({ method: 'GET', url: '/auth/session' }), expected: SIGNED_IN_READ },
  'POST /auth/signup': { request: () => ({ method: 'POST', url: '/auth/signup', payload: newAccount() }), expected: [201, 201, 201, 201, 201] },
  'POST /auth/signin': {
    request: (t) => ({ method: 'POST', url: '/auth/signin', payload: { email: t.ownerEmail, password: 'a wrong guess' } }),
    expected: [401, 401, 401, 401, 401],
  },
  // The same answer for every caller and whether or not the address has an account (passwordReset.test.ts); a new
  // address each time, as one address is sent at most 3 links a quarter of an hour.
  'POST /auth/password-reset': { request: () => ({ method: 'POST', url: '/auth/password-reset', payload: { email: newAccount().email } }), expected: [204, 204, 204, 204, 204] },
  'POST /auth/password-reset/confirm': {
    request: () => ({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token: `1.${'A'.repeat(43)}`, password: 'a new password' } }),
    expected: [400, 400, 400, 400, 400],
  },
  'POST /auth/logout': { request: () => ({ method: 'POST', url: '/auth/logout' }), expected: [403, 204, 204, 204, 204] },
  'GET /auth/google/login': { request: () => ({ method: 'GET', url: '/auth/google/login' }), expected: ALL_200 },
  'GET /auth/google/callback': { request: () => ({ method: 'GET', url: '/auth/google/callback?code=x&state=y' }), expected: [302, 302, 302, 302, 302] },
  // Shown to this machine only (devOutboxReach.test.ts asks from the network).
  'GET /dev/outbox': { request: () => ({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' }), expected: ALL_200 },
  'GET /dev/providers/:slug': { request: () => ({ method: 'GET', url: '/dev/providers/district', remoteAddress: '127.0.0.1' }), expected: ALL_200 },
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
    expected: [401, 401, 403, 403, 403],
  },
  'POST /api/auth/resend-otp': { request: () => ({ method: 'POST', url: '/api/auth/resend-otp' }), expected: SIGNED_IN_CHANGE },
  'POST /api/phone-verification/send-otp': { request: () => ({ method: 'POST', url: '/api/phone-verification/send-otp' }), expected: SIGNED_IN_CHANGE },
  // A code exists only for whoever asked for it, so every signed-in caller gets the same 400 (no code waiting).
  'POST /api/auth/confirm-email': { request: () => ({ method: 'POST', url: '/api/auth/confirm-email?otp=123456' }), expected: [401, 401, 400, 400, 400] },
  'POST /api/phone-verification/verify-otp': {
    request: () => ({ method: 'POST', url: '/api/phone-verification/verify-otp?code=1234&verificationId=1' }),
    expected: [401, 401, 400, 400, 400],
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
    expected: [401, 401, 400, 400, 400],
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
  'POST /api/recentlyViewed': { request: (t) => ({ method: 'POST', url: '/api/recentlyViewed', payload: { eventId: t.concertId } }), expected: [401, 401, 204, 204, 204] },
  'GET /api/statistics': { request: () => ({ method: 'GET', url: '/api/statistics' }), expected: ALL_200 },
  'GET /api/providers': { request: () => ({ method: 'GET', url: '/api/providers' }), expected: ALL_200 },
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
    expected: [401, 401, 201, 201, 201],
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
    expected: [401, 401, 201, 201, 201],
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
  'GET /api/ticketListing/:id/seller': { request: (t) => ({ method: 'GET', url: `/api/ticketListing/${t.listingId}/seller` }), expected: ALL_200 },
  'PUT /api/ticketListing/:id': { request: (t) => ({ method: 'PUT', url: `/api/ticketListing/${t.listingId}`, payload: DETAILS }), expected: OWNER_ONLY },
  'DELETE /api/ticketListing/:id': { request: (t) => ({ method: 'DELETE', url: `/api/ticketListing/${t.listingId}` }), expected: [401, 401, 403, 403, 204] },
  // Buyers only: the contact hands out the seller's number, which the seller is not asked for.
  'POST /api/ticketListing/:id/view': { request: (t) => ({ method: 'POST', url: `/api/ticketListing/${t.listingId}/view` }), expected: [401, 401, 200, 200, 403] },
  // Buyers only: the seller is refused their own listing's check; the table's listing has no booking, so no match.
  'POST /api/ticketListing/:id/check-booking': {
    request: (t) => ({ method: 'POST', url: `/api/ticketListing/${t.listingId}/check-booking`, payload: { bookingId: 'BMS-123' } }),
    expected: [401, 401, 200, 200, 403],
  },
  // Anyone signed in but the seller; the table's listing is new for each row, so each caller's report is its first.
  'POST /api/ticketListing/:id/report': {
    request: (t) => ({ method: 'POST', url: `/api/ticketListing/${t.listingId}/report`, payload: { reason: 'FAKE', details: 'The seat does not exist' } }),
    expected: [401, 401, 201, 201, 403],
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
    expected: [401, 401, 403, 403, 404],
  },
  // The signed-in caller is stopped by the selling gate (e-mail not verified); a verified seller reaches the check of the file.
  'POST /api/create-from-uploaded-email': {
    request: (t) => ({
      method: 'POST',
      url: `/api/create-from-uploaded-email?concertId=${t.concertId}&expectedDkimDomain=bookmyshow.com`,
      ...multipartFile(Buffer.from('not an e-mail'), { filename: 'booking.eml', type: 'message/rfc822' }),
    }),
    expected: [401, 401, 403, 422, 422],
  },
};
