import { sql } from 'kysely';
import type { Db } from '../database';
import type { NewSession, SessionRow, UserRecord } from '../tables/accounts';
import { USER_COLUMNS } from './users.repo';

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * The session and its user, if the session exists and has not expired, and the user is not suspended (their
 * sessions end with the suspension; this refuses one that slipped past it). One round trip: every signed-in
 * request makes it.
 */
export async function findLiveSession(db: Db, id: string): Promise<{ session: SessionRow; user: UserRecord } | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(USER_COLUMNS.map((column) => `u.${column}` as const))
    .select(['s.user_id as session_user_id', 's.csrf_secret as session_csrf_secret', 's.created_at as session_created_at', 's.expires_at as session_expires_at'])
    .where('s.id', '=', id)
    .where(sql<boolean>`s.expires_at > now()`)
    .executeTakeFirst();
  if (row === undefined || row.suspended_at !== null) return undefined;
  const { session_user_id, session_csrf_secret, session_created_at, session_expires_at, ...user } = row;
  return {
    session: { id, user_id: session_user_id, csrf_secret: session_csrf_secret, created_at: session_created_at, expires_at: session_expires_at },
    user,
  };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Removes the sessions that ended by `now`; returns how many. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of the user except, optionally, the one in use. */
export async function deleteUserSessions(db: Db, userId: number, exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  await query.execute();
}
