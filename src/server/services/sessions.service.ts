import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { deleteSession, findLiveSession, insertSession } from '../db/repositories/sessions.repo';
import type { LiveSession, SessionCache } from './sessionCache';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface StartedSession {
  /** Goes in the `sid` cookie; only its hash is stored. */
  token: string;
  csrfSecret: string;
  expiresAt: Date;
}

export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function startSession(db: Db, userId: number, now = new Date()): Promise<StartedSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfSecret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { id: sessionId(token), user_id: userId, csrf_secret: csrfSecret, expires_at: expiresAt });
  return { token, csrfSecret, expiresAt };
}

/** A fresh session id at every sign-in: a token planted before sign-in (`previousToken`) never becomes a signed-in one. */
export async function startSessionInPlaceOf(db: Db, previousToken: string | undefined, userId: number): Promise<StartedSession> {
  if (previousToken !== undefined) await endSession(db, previousToken);
  return startSession(db, userId);
}

export async function sessionForToken(db: Db, token: string, cache?: SessionCache): Promise<LiveSession | undefined> {
  if (token === '' || token.length > 200) return undefined;
  const id = sessionId(token);
  return cache === undefined ? findLiveSession(db, id) : cache.lookUp(id, () => findLiveSession(db, id));
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, sessionId(token));
}

/**
 * The double-submit CSRF token for a session: derived from the `sid` cookie with the server secret, so a
 * cross-site page can neither read nor forge it, and it changes with every new session.
 */
export function csrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionToken}`).digest('base64url');
}

export function isCsrfTokenValid(secret: string, sessionToken: string | undefined, header: string | undefined): boolean {
  if (sessionToken === undefined || sessionToken === '' || header === undefined) return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionToken));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
