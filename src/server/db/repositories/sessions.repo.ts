import { sql } from 'kysely';
import type { Db } from '../database';
import type { NewSession, SessionRow, UserRecord } from '../tables/accounts';
import { USER_COLUMNS } from './users.repo';

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * The session and its user, if the session exists and has not expired, and the user is not suspended (their
 * sessions end with the suspension; this refuses one that slipped past it).
 */
export async function findLiveSession(db: Db, id: string): Promise<{ session: SessionRow; user: UserRecord } | undefined> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where(sql<boolean>`expires_at > now()`)
    .executeTakeFirst();
  if (session === undefined) return undefined;
  const user = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', session.user_id).executeTakeFirst();
  return user === undefined || user.suspended_at !== null ? undefined : { session, user };
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
