import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LOGIN_ERROR_PARAM, LOGIN_FAILURES, LOGIN_RESULT_PARAM, type LoginFailureCode } from '../../shared/apiContract';
import { MAX_EMAIL } from '../../shared/schemas/patterns';
import { ACCOUNT_SUSPENDED } from '../../shared/suspension';
import type { OidcConfig } from '../config';
import { AppError } from '../http/AppError';
import { AuthUrl } from '../schemas/accounts';
import { NoQuery, responses } from '../schemas/common';
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

const tags = ['accounts'];

/** Every way the callback ends: back at the SPA, with the outcome in the address (LOGIN_RESULT_PARAM). */
const BackToTheSpa = Type.Null({ description: 'To /?loginResult=success, or /?loginResult=failure&loginError=<code>; the session cookies on success' });

/**
 * What the identity provider sends back (RFC 6749 §4.1.2, OpenID Connect): the flow reads them from the
 * whole URL, checking state, issuer and code itself; a provider may add parameters of its own.
 */
const CallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ description: 'The authorization code' })),
    state: Type.Optional(Type.String({ description: 'Must match the one in the login cookie' })),
    iss: Type.Optional(Type.String({ description: 'The issuer (RFC 9207)' })),
    error: Type.Optional(Type.String({ description: 'Why the provider did not sign the user in' })),
    error_description: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

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

  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/auth/google/login',
    {
      schema: {
        summary: 'Start Google sign-in',
        description: "Answers the provider's sign-in address and sets the signed login cookie (state, nonce, PKCE verifier); 404 when sign-in is not enabled on this server, 503 when the provider is unreachable.",
        tags,
        querystring: NoQuery,
        response: responses({ 200: AuthUrl }),
      },
    },
    async (request, reply) => {
      // Not a fault that passes: this server has no such sign-in, as it has no page at an unknown address.
      if (flow === null) return reply.status(404).send({ error: GOOGLE_ERRORS.notSetUp });
      let started: Awaited<ReturnType<OidcSignIn['start']>>;
      try {
        started = await flow.start();
      } catch (error) {
        request.log.error({ err: error }, 'the identity provider could not be reached');
        // Sent as is: the error handler would hide a 5xx message, but this one is meant for the user.
        return reply.status(503).send({ error: GOOGLE_ERRORS.unavailable });
      }
      const value = Buffer.from(JSON.stringify(started.pending)).toString('base64url');
      return reply.setCookie(LOGIN_COOKIE, value, { ...cookieOptions, signed: true, maxAge: LOGIN_TTL_S }).send({ authUrl: started.authUrl });
    },
  );

  api.get(
    '/auth/google/callback',
    {
      schema: {
        summary: 'Where the identity provider sends the browser back',
        tags,
        querystring: CallbackQuery,
        response: { 302: BackToTheSpa, ...responses({}) },
      },
    },
    async (request, reply) => {
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
        if (error instanceof AppError) return finish(reply, error.message === ACCOUNT_SUSPENDED ? 'suspended' : 'failed');
        throw error;
      }
      const previous = request.cookies[SESSION_COOKIE];
      if (previous !== undefined) await endSession(app.db, previous);
      const session = await startSession(app.db, user.id);
      return finish(reply.setSessionCookies(session.token));
    },
  );
}
