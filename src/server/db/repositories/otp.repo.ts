import type { OtpKind } from '../../../shared/constants';
import type { Db } from '../database';
import type { NewOtpCode, OtpCodeRow } from '../tables/accounts';

/** The user's newest code of this kind; for a sender address, the newest sent to `destination`. */
export function newestOtp(db: Db, userId: number, channel: OtpKind, destination: string | null = null): Promise<OtpCodeRow | undefined> {
  let query = db.selectFrom('otp_codes').selectAll().where('user_id', '=', userId).where('channel', '=', channel);
  query = destination === null ? query.where('destination', 'is', null) : query.where('destination', '=', destination);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

export async function insertOtp(db: Db, code: NewOtpCode): Promise<OtpCodeRow> {
  return db.insertInto('otp_codes').values(code).returningAll().executeTakeFirstOrThrow();
}

/** Removes the user's codes of this kind (for a sender address, those sent to `destination`), except the one to keep. */
export async function deleteOtps(db: Db, userId: number, channel: OtpCodeRow['channel'], exceptId?: number, destination: string | null = null): Promise<void> {
  let query = db.deleteFrom('otp_codes').where('user_id', '=', userId).where('channel', '=', channel);
  if (destination !== null) query = query.where('destination', '=', destination);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  await query.execute();
}

export async function countWrongAttempt(db: Db, id: number): Promise<void> {
  await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Records a wrong code and forgets the account's tries of this kind from before `forgetBefore`. */
export async function recordWrongTry(db: Db, userId: number, channel: OtpKind, at: Date, forgetBefore: Date): Promise<void> {
  await db.deleteFrom('otp_wrong_tries').where('user_id', '=', userId).where('channel', '=', channel).where('tried_at', '<', forgetBefore).execute();
  await db.insertInto('otp_wrong_tries').values({ user_id: userId, channel, tried_at: at }).execute();
}

/** When the account's wrong tries of this kind since `since` were made, newest first, at most `limit`. */
export async function wrongTriesSince(db: Db, userId: number, channel: OtpKind, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .selectFrom('otp_wrong_tries')
    .select('tried_at')
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .where('tried_at', '>=', since)
    .orderBy('tried_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.tried_at);
}

/** Removes every code that expired by `now` (a code is only ever checked before it expires); returns how many. */
export async function deleteExpiredOtps(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('otp_codes').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes wrong tries made before `before`, which no longer count towards a lock; returns how many. */
export async function deleteWrongTriesBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('otp_wrong_tries').where('tried_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A password-reset code by its id (the first part of the link's token). */
export function findResetCode(db: Db, id: number): Promise<OtpCodeRow | undefined> {
  return db.selectFrom('otp_codes').selectAll().where('id', '=', id).where('channel', '=', 'reset').executeTakeFirst();
}

/** Spends a password-reset code: true for the one caller whose delete removed it. */
export async function takeResetCode(db: Db, id: number): Promise<boolean> {
  const taken = await db.deleteFrom('otp_codes').where('id', '=', id).where('channel', '=', 'reset').returning('id').executeTakeFirst();
  return taken !== undefined;
}
