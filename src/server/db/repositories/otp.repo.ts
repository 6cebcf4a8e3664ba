import type { OtpChannel } from '../../../shared/constants';
import type { Db } from '../database';
import type { NewOtpCode, OtpCodeRow } from '../tables/accounts';

export function newestOtp(db: Db, userId: number, channel: OtpChannel): Promise<OtpCodeRow | undefined> {
  return db
    .selectFrom('otp_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertOtp(db: Db, code: NewOtpCode): Promise<OtpCodeRow> {
  return db.insertInto('otp_codes').values(code).returningAll().executeTakeFirstOrThrow();
}

/** Removes the user's codes for the channel, except the one to keep. */
export async function deleteOtps(db: Db, userId: number, channel: OtpChannel, exceptId?: number): Promise<void> {
  let query = db.deleteFrom('otp_codes').where('user_id', '=', userId).where('channel', '=', channel);
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
