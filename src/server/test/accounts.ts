import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/apiContract';
import type { User } from '../../shared/entities';
import type { Database } from '../db/database';

/** What a signed-in browser holds: the two session cookies. */
export interface Browser {
  sid: string;
  csrf: string;
}

let ipCount = 0;

/**
 * A client address no other test has used, so the sign-in, sign-up and OTP rate limits
 * (counted per IP) only trip in the tests that mean to trip them.
 */
export function freshIp(): string {
  ipCount += 1;
  return `10.${(ipCount >> 16) & 255}.${(ipCount >> 8) & 255}.${ipCount & 255}`;
}

export function cookieNamed(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** The request options a signed-in browser sends: both cookies and the matching CSRF header. */
export function as(browser: Browser, options: Omit<InjectOptions, 'cookies'> = {}): InjectOptions {
  return {
    remoteAddress: freshIp(),
    ...options,
    cookies: { [SESSION_COOKIE]: browser.sid, [CSRF_COOKIE]: browser.csrf },
    headers: { [CSRF_HEADER]: browser.csrf, ...options.headers },
  };
}

export function browserFrom(response: LightMyRequestResponse): Browser {
  const sid = cookieNamed(response, SESSION_COOKIE)?.value;
  const csrf = cookieNamed(response, CSRF_COOKIE)?.value;
  if (sid === undefined || csrf === undefined) throw new Error(`no session cookies in the ${response.statusCode} response`);
  return { sid, csrf };
}

let userCount = 0;

export function newAccount(overrides: Partial<Record<'name' | 'email' | 'password' | 'phoneNumber', string>> = {}) {
  userCount += 1;
  return {
    name: 'Riya Sharma',
    email: `riya${userCount}.${Date.now()}@example.in`,
    password: 'correct horse',
    // Unique: a verified number belongs to one account (a partial unique index).
    phoneNumber: `+9197${String(userCount).padStart(8, '0')}`,
    ...overrides,
  };
}

/** Signs a new account up through the API, as the browser does. */
export async function signUp(app: FastifyInstance, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const response = await app.inject({ method: 'POST', url: '/auth/signup', payload: account, remoteAddress: freshIp() });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { account, user: (response.json() as { user: User }).user, browser: browserFrom(response) };
}

export function userRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
