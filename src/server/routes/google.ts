import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOGIN_ERROR_PARAM, LOGIN_FAILURES, LOGIN_RESULT_PARAM, type AuthUrlResponse, type LoginFailureCode } from '../../shared/apiContract';
import { MAX_EMAIL } from '../../shared/schemas/rules';
import type { OidcConfig } from '../config';
import { AppError } from '../http/AppError';
import { signInWithIdentity } from '../services/auth.service';
import { OidcSignIn, type PendingLogin } from '../services/oidcSignIn';
import { endSession, SESSION_COOKIE, startSession } from '../services/sessions.service';

export interface GoogleRoutesOptions {
  oidc: OidcConfig | null;
  publicUrl: string;
  secureCookies: boolean;
}

export const GOOGLE_ERRORS = {
  notSetUp: LOGIN_FAILURES['not-set-up'],
  unavailable: 'Google sign-in is not available right now. Please try again later.',
} as const;

export const LOGIN_COOKIE = 'oidc-login';
const LOGIN_COOKIE_PATH = '/auth/google';
const LOGIN_TTL_S = 10 * 60;

function readPending(raw: string | undefined, unsign: (value: string) => { valid: boolean; value: string | null }): PendingLogin | null {
  if (raw === undefined) return null;
  const unsigned = unsign(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    return JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as PendingLogin;
  } catch {
    return null;
  }
}

/** SPEC §7 Account: sign-in through Google (any OpenID Connect provider), ending back at the SPA with the login result. */
export default async function googleRoutes(app: FastifyInstance, options: GoogleRoutesOptions): Promise<void> {
  const flow = options.oidc === null ? null : new OidcSignIn(options.oidc, `${options.publicUrl}/auth/google/callback`);
  const cookieOptions = { path: LOGIN_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: options.secureCookies } as const;

  const finish = (reply: FastifyReply, failure?: LoginFailureCode) => {
    const result = new URLSearchParams({ [LOGIN_RESULT_PARAM]: failure === undefined ? 'success' : 'failure' });
    if (failure !== undefined) result.set(LOGIN_ERROR_PARAM, failure);
    return reply.clearCookie(LOGIN_COOKIE, cookieOptions).redirect(`/?${result.toString()}`, 302);
  };

  app.get('/auth/google/login', async (request, reply) => {
    // Sent as is: the error handler would hide a 5xx message, but this one is meant for the user.
    if (flow === null) return reply.status(503).send({ error: GOOGLE_ERRORS.notSetUp });
    let started: Awaited<ReturnType<OidcSignIn['start']>>;
    try {
      started = await flow.start();
    } catch (error) {
      request.log.error({ err: error }, 'the identity provider could not be reached');
      return reply.status(503).send({ error: GOOGLE_ERRORS.unavailable });
    }
    const value = Buffer.from(JSON.stringify(started.pending)).toString('base64url');
    const body: AuthUrlResponse = { authUrl: started.authUrl };
    return reply.setCookie(LOGIN_COOKIE, value, { ...cookieOptions, signed: true, maxAge: LOGIN_TTL_S }).send(body);
  });

  app.get('/auth/google/callback', async (request, reply) => {
    if (flow === null) return finish(reply, 'not-set-up');
    const pending = readPending(request.cookies[LOGIN_COOKIE], (value) => request.unsignCookie(value));
    if (pending === null) return finish(reply, 'expired');
    let identity;
    try {
      identity = await flow.finish(new URL(request.url, options.publicUrl), pending);
    } catch (error) {
      request.log.warn({ err: error }, 'identity-provider sign-in failed');
      return finish(reply, 'failed');
    }
    if (!identity.emailVerified || identity.email === '') return finish(reply, 'email-not-verified');
    // No address is that long in practice, but the account rules hold whoever made the account.
    if (identity.email.length > MAX_EMAIL) return finish(reply, 'failed');
    let user;
    try {
      user = await signInWithIdentity(app.db, identity);
    } catch (error) {
      if (error instanceof AppError) return finish(reply, 'failed');
      throw error;
    }
    const previous = request.cookies[SESSION_COOKIE];
    if (previous !== undefined) await endSession(app.db, previous);
    const session = await startSession(app.db, user.id);
    return finish(reply.setSessionCookies(session.token));
  });
}
