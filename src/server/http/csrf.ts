import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from '../../shared/apiContract';
import { isCsrfTokenValid, SESSION_COOKIE } from '../services/sessions.service';
import { AppError } from './AppError';
import { routeNeedsSession } from './sessions';

export const CSRF_REFUSAL = 'Missing or invalid CSRF token. Reload the page and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Nothing to protect yet: no session exists before sign-in and sign-up. An alert e-mail's one-click unsubscribe
 * is posted by a mail client, with no session: its signed token is the proof (routes/alertUnsubscribe.ts).
 */
const EXEMPT_ROUTES = new Set([
  'POST /auth/signin',
  'POST /auth/signup',
  'POST /auth/password-reset',
  'POST /auth/password-reset/confirm',
  'POST /api/alerts/unsubscribe',
]);

export function isCsrfExempt(method: string, url: string): boolean {
  return EXEMPT_ROUTES.has(`${method} ${url}`);
}

export interface CsrfOptions {
  secret: string;
}

/**
 * Double-submit CSRF check for every state-changing request of the app, including routes registered
 * later by any plugin: the X-Csrf-Token header must equal the token derived from the `sid` cookie,
 * which only the site's own scripts can read (from the csrf-token cookie).
 */
async function csrf(app: FastifyInstance, options: CsrfOptions): Promise<void> {
  const header = CSRF_HEADER.toLowerCase();
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.is404) return done();
    if (isCsrfExempt(request.method, request.routeOptions.url ?? '')) return done();
    // No session cookie, so no session to forge a request with: a route that needs one answers 401 "sign in"
    // (sessions.ts), which a caller can act on, rather than "reload the page".
    if (request.cookies[SESSION_COOKIE] === undefined && routeNeedsSession(request)) return done();
    const given = request.headers[header];
    if (!isCsrfTokenValid(options.secret, request.cookies[SESSION_COOKIE], typeof given === 'string' ? given : undefined)) {
      return done(new AppError(403, CSRF_REFUSAL));
    }
    done();
  });
}

export default fp(csrf, { name: 'csrf', fastify: '5.x', dependencies: ['@fastify/cookie'] });
