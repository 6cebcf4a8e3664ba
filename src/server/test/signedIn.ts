import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/apiContract';
import type { Db } from '../db/database';
import type { UserRow } from '../db/tables/accounts';
import { csrfTokenFor, startSession } from '../services/sessions.service';
import { insertUser } from './fixtures';
import { TEST_SESSION_SECRET } from './testApp';

/** The Cookie and X-Csrf-Token headers of a browser holding this session token. */
export function sessionHeaders(token: string): Record<string, string> {
  const csrf = csrfTokenFor(TEST_SESSION_SECRET, token);
  return { cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER.toLowerCase()]: csrf };
}

export interface SignedInUser {
  user: UserRow;
  /** Cookies and the anti-forgery header a browser would send: spread into app.inject({ headers }). */
  headers: Record<string, string>;
}

/**
 * A new user with a live session, as if they had just signed in (on an app from buildTestApp), carrying the
 * csrf-token cookie and the X-Csrf-Token header every non-GET call of SPEC §7 sends.
 */
export async function signedInUser(db: Db, fields: Parameters<typeof insertUser>[1] = {}): Promise<SignedInUser> {
  const user = await insertUser(db, fields);
  const session = await startSession(db, user.id);
  return { user, headers: sessionHeaders(session.token) };
}

/**
 * A browser whose session has ended (expired, or ended elsewhere) but which still sends its old cookies and
 * a matching CSRF header: it passes the CSRF check and reaches the route as nobody.
 */
export function endedSessionHeaders(): Record<string, string> {
  return sessionHeaders(randomBytes(32).toString('base64url'));
}
