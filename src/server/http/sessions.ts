import type {} from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '../../shared/apiContract';
import type { User } from '../../shared/entities';
import type { SessionRow } from '../db/tables/accounts';
import { toUser } from '../services/accounts.service';
import { SessionCache } from '../services/sessionCache';
import { csrfTokenFor, SESSION_COOKIE, SESSION_TTL_MS, sessionForToken } from '../services/sessions.service';
import { AppError } from './AppError';
import { freshReadsAccount } from './freshReads';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Only looked up for API paths; static files never touch the database. */
    user: User | null;
    session: SessionRow | null;
  }
  interface FastifyInstance {
    /** The sessions this process has looked up, kept while the signals plugin hears every change to them. */
    sessionCache: SessionCache;
  }
  interface FastifyReply {
    /** Sets the `sid` cookie and its bound, script-readable `csrf-token` cookie. */
    setSessionCookies(token: string): FastifyReply;
    clearSessionCookies(): FastifyReply;
  }
}

export interface SessionsOptions {
  /** Keys the CSRF token derived from each session. */
  secret: string;
  /** Cookies only over HTTPS (production). */
  secureCookies: boolean;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes that change a listing and nothing of its seller's account (a trigger would announce it if they did). */
const LISTING_WRITES = /^\/api\/ticketListing\//;

export const SIGN_IN_REQUIRED = 'Please sign in to continue';

const API_PATH = /^\/(api|auth|dev)(\/|$|\?)/;

/** Throws the 401 every signed-in-only route answers with. */
export function requireUser(request: FastifyRequest): User {
  if (request.user === null) throw new AppError(401, SIGN_IN_REQUIRED);
  return request.user;
}

async function sessions(app: FastifyInstance, options: SessionsOptions): Promise<void> {
  const base = { path: '/', sameSite: 'lax', secure: options.secureCookies } as const;

  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateReply('setSessionCookies', function setSessionCookies(this: FastifyReply, token: string) {
    const maxAge = SESSION_TTL_MS / 1000;
    return this.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true, maxAge }).setCookie(
      CSRF_COOKIE,
      csrfTokenFor(options.secret, token),
      { ...base, httpOnly: false, maxAge },
    );
  });
  app.decorateReply('clearSessionCookies', function clearSessionCookies(this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true }).clearCookie(CSRF_COOKIE, { ...base, httpOnly: false });
  });

  // Before the body is read, so a stranger is told to sign in rather than how their body is wrong, and the admin
  // check (requireAdmin.ts) can refuse an account before its body is parsed.
  // A callback hook: most requests carry no session and should not pay for a promise.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token === undefined || !API_PATH.test(request.url)) return done(refuseStranger(request), payload);
    // A writer's next request may reach a process that has not yet heard of their write: it reads past the kept
    // sessions while their fresh-reads cookie lasts, as their catalogue reads pass the shared caches.
    const kept = freshReadsAccount(request) === undefined ? cache : undefined;
    sessionForToken(app.db, token, kept).then(
      (found) => {
        if (found !== undefined) {
          request.user = toUser(found.user);
          request.session = found.session;
        }
        done(refuseStranger(request), payload);
      },
      (error: Error) => done(error),
    );
  });
  // A caller's own write (sign-out, a new name, a password) is seen by their next request here at once; the
  // database's announcement of it, which reaches every process, comes a moment later. Listing writes change no
  // account, and keeping the seller's session through them saves their next request a lookup.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const changesNoAccount = LISTING_WRITES.test(request.routeOptions.url ?? '');
    if (request.user !== null && !READS.has(request.method) && !changesNoAccount) cache.dropUser(request.user.id);
    done(null, payload);
  });
}

/** Whether the route's schema says it needs a session (`security: SIGNED_IN`). */
export function routeNeedsSession(request: FastifyRequest): boolean {
  const security = request.routeOptions.schema?.security as Record<string, unknown>[] | undefined;
  return security !== undefined && security.length > 0 && security.every((requirement) => 'session' in requirement);
}

/** A route that needs a session is refused to a caller without one. */
function refuseStranger(request: FastifyRequest): AppError | undefined {
  return routeNeedsSession(request) && request.user === null ? new AppError(401, SIGN_IN_REQUIRED) : undefined;
}

export default fp(sessions, { name: 'sessions', fastify: '5.x', dependencies: ['db', '@fastify/cookie'] });
