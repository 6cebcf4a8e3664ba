import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import type { CatalogueEffect } from '../http/catalogueEffect';
import { publicRead } from '../http/publicEtag';

/** One method of one route as the app registered it, e.g. PUT /api/ticketListing/:id. */
export interface AppRoute {
  method: HTTPMethods;
  url: string;
  /** `${method} ${url}`: the key of the tables below. */
  name: string;
  /** What the route declared it reads and returns (routes/routeSchemas.test.ts holds every route to it). */
  schema: FastifySchema | undefined;
  /** What a successful call changes among cached catalogue reads, as declared (http/catalogueEffect.ts). */
  catalogue: CatalogueEffect | undefined;
  /** Whether it answers as a public catalogue read, the same for everyone (http/publicEtag.ts). */
  publicRead: boolean;
}

/**
 * Collects the app's routes through buildApp's `onRoute` option, so a route someone adds later is walked
 * by the security tests without anyone listing it. The HEAD twins Fastify adds for each GET are left out.
 */
export function routeCollector(): { routes: AppRoute[]; onRoute(route: RouteOptions): void } {
  const routes: AppRoute[] = [];
  return {
    routes,
    onRoute(route) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const name = `${method} ${route.url}`;
        if (!routes.some((known) => known.name === name)) routes.push({ method, url: route.url, name, schema: route.schema, catalogue: route.config?.catalogue, publicRead: [route.onSend ?? []].flat().includes(publicRead) });
      }
    },
  };
}

/**
 * Who may call each route (SPEC §6 and §7). 'public': anyone, signed in or not; 'signed-in': a stranger
 * is refused (401, or the CSRF 403 when a state-changing call comes without a session); 'admin': that, and
 * any account but an admin is refused (403). Ownership rules (a listing's seller, a profile's user) are
 * checked by the authorization table on top of this.
 */
export const ROUTE_ACCESS: Record<string, 'public' | 'signed-in' | 'admin'> = {
  'GET /*': 'public',
  'GET /': 'public',
  'GET /healthz': 'public',
  'GET /auth/session': 'signed-in',
  'POST /auth/signup': 'public',
  'POST /auth/signin': 'public',
  'POST /auth/password-reset': 'public',
  'POST /auth/password-reset/confirm': 'public',
  // Logging out without a session changes nothing, so it is not refused (past the CSRF check).
  'POST /auth/logout': 'public',
  'GET /auth/google/login': 'public',
  'GET /auth/google/callback': 'public',
  'GET /dev/outbox': 'public',
  'GET /dev/providers/:slug': 'public',
  'GET /api/users/me': 'signed-in',
  'PUT /api/users/:id': 'signed-in',
  'GET /api/users/:id/profile-picture': 'public',
  'PUT /api/users/me/profile-picture': 'signed-in',
  'GET /api/users/me/data': 'signed-in',
  'DELETE /api/users/me': 'signed-in',
  'POST /api/auth/resend-otp': 'signed-in',
  'POST /api/phone-verification/send-otp': 'signed-in',
  'POST /api/auth/confirm-email': 'signed-in',
  'POST /api/phone-verification/verify-otp': 'signed-in',
  'POST /api/users/me/verification/:channel/skip': 'signed-in',
  'GET /api/sender-addresses': 'signed-in',
  'POST /api/sender-addresses/send-otp': 'signed-in',
  'POST /api/sender-addresses/verify-otp': 'signed-in',
  'GET /api/category': 'public',
  'GET /api/category/:id': 'public',
  'GET /api/concerts': 'public',
  'GET /api/concerts/category/:id': 'public',
  'GET /api/concerts/past': 'public',
  'GET /api/concerts/popular': 'public',
  'GET /api/concerts/:id': 'public',
  'GET /api/concerts/search/:keyword': 'public',
  'GET /api/concerts/likely': 'public',
  'GET /api/recentlyViewedConcerts/list': 'signed-in',
  'POST /api/recentlyViewed': 'signed-in',
  'GET /api/statistics': 'public',
  'GET /api/providers': 'public',
  'GET /api/concerts/:id/subscription-status': 'public',
  'POST /api/concerts/:id/subscribe': 'signed-in',
  'DELETE /api/concerts/:id/subscribe': 'signed-in',
  'POST /api/manual-ticket-request/concert/:id': 'signed-in',
  'GET /api/manual-ticket-request/concert/:id': 'signed-in',
  'GET /api/alerts/unsubscribe': 'public',
  'POST /api/alerts/unsubscribe': 'public',
  'GET /api/web-push/public-key': 'public',
  'PUT /api/push-devices/:deviceId/subscription': 'signed-in',
  'DELETE /api/push-devices/:deviceId/subscription': 'signed-in',
  'POST /api/feedback': 'signed-in',
  'GET /thumbnails/:file': 'public',
  // Link-preview pictures: crawlers are never signed in.
  'GET /thumbnails/pictures/:file': 'public',
  'GET /thumbnails/og/site.png': 'public',
  'GET /thumbnails/og/:concertId.png': 'public',
  'GET /api/ticketListing/concerts/:id': 'public',
  'GET /api/ticketListing/users': 'signed-in',
  'GET /api/listing-rules': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/ticketListing/:id': 'public',
  'GET /api/ticketListing/:id/seller': 'public',
  'PUT /api/ticketListing/:id': 'signed-in',
  'DELETE /api/ticketListing/:id': 'signed-in',
  'POST /api/ticketListing/:id/view': 'signed-in',
  'POST /api/ticketListing/:id/check-booking': 'signed-in',
  'PATCH /api/ticketListing/:id/status': 'signed-in',
  'POST /api/ticketListing/:id/report': 'signed-in',
  'GET /api/verification-mailbox': 'public',
  'GET /api/verification-status': 'signed-in',
  'POST /api/create-from-verified-email': 'signed-in',
  'POST /api/create-from-uploaded-email': 'signed-in',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users/:id/suspend': 'admin',
  'POST /api/admin/users/:id/restore': 'admin',
  'GET /api/admin/inbox': 'admin',
  'POST /api/admin/inbox/:kind/:id/done': 'admin',
  'GET /api/admin/events': 'admin',
  'GET /api/admin/events/:id': 'admin',
  'POST /api/admin/events': 'admin',
  'PUT /api/admin/events/:id': 'admin',
  'PUT /api/admin/events/:id/thumbnail': 'admin',
  'POST /api/admin/events/:id/postpone': 'admin',
  'POST /api/admin/events/:id/cancel': 'admin',
  'POST /api/admin/events/import/preview': 'admin',
  'POST /api/admin/events/import': 'admin',
  'GET /api/admin/categories': 'admin',
  'POST /api/admin/categories': 'admin',
  'GET /api/admin/listings': 'admin',
  'POST /api/admin/listings/:id/hide': 'admin',
  'POST /api/admin/listings/:id/restore': 'admin',
  'POST /api/admin/deleted-listings/:id/allow-relisting': 'admin',
  'GET /api/admin/reports': 'admin',
  'POST /api/admin/reports/:id/resolve': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/providers': 'admin',
  'GET /api/admin/providers/:slug': 'admin',
  'POST /api/admin/providers': 'admin',
  'PUT /api/admin/providers/:slug': 'admin',
  'POST /api/admin/providers/:slug/enabled': 'admin',
  'POST /api/admin/providers/try': 'admin',
  'POST /api/admin/providers/:slug/samples': 'admin',
};

/** Routes that work without the X-Csrf-Token header: nothing to protect before a session exists. */
export const CSRF_EXEMPT = new Set([
  'POST /auth/signin',
  'POST /auth/signup',
  'POST /auth/password-reset',
  'POST /auth/password-reset/confirm',
  'POST /api/alerts/unsubscribe',
]);

export const isSafeMethod = (method: string): boolean => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
