import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { deleteSession, findLiveSession, insertSession } from '../db/repositories/sessions.repo';
import type { SessionRow, UserRow } from '../db/tables/accounts';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface StartedSession {
  /** Goes in the `sid` cookie; only its hash is stored. */
  token: string;
  csrfSecret: string;
  expiresAt: Date;
}

function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function startSession(db: Db, userId: number, now = new Date()): Promise<StartedSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfSecret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { id: sessionId(token), user_id: userId, csrf_secret: csrfSecret, expires_at: expiresAt });
  return { token, csrfSecret, expiresAt };
}

export async function sessionForToken(db: Db, token: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  if (token === '' || token.length > 200) return undefined;
  return findLiveSession(db, sessionId(token));
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, sessionId(token));
}
