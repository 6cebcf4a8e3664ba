import type { Kysely } from 'kysely';
import { OTP_RESEND_THROTTLE_MS, type OtpChannel } from '../../shared/constants';
import { otpError } from '../../shared/schemas/otpSchemas';
import type { Database, Db } from '../db/database';
import { countWrongAttempt, deleteOtps, insertOtp, newestOtp } from '../db/repositories/otp.repo';
import { lockUser, updateUser } from '../db/repositories/users.repo';
import type { OtpCodeRow, UserRecord } from '../db/tables/accounts';
import { AppError } from '../http/AppError';
import { codeMatches, generateCode, hashCode } from './otpCodes';
import { deliverCode } from './otpMessages';
import type { Senders } from './senders/senders';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;

export const OTP_ERRORS = {
  noPhone: 'Please add your phone number first',
  missingVerificationId: 'Phone verification ID is required',
  noCode: 'There is no code waiting to be checked. Request a new one.',
  expired: 'This code has expired. Request a new one.',
  tooManyWrong: 'Too many wrong codes. Request a new one.',
  wrong: 'Verification failed. Please try again.',
} as const;

/** The e-mail or SMS service refused or could not be reached. */
export class DeliveryFailed extends Error {
  constructor(
    readonly channel: OtpChannel,
    cause: unknown,
  ) {
    super(`could not send the ${channel} code`, { cause });
    this.name = 'DeliveryFailed';
  }
}

export interface OtpContext {
  db: Kysely<Database>;
  /** Keys the stored code hashes. */
  secret: string;
  senders: Senders;
  now?: Date;
}

export type SendOutcome = { sent: true; otpId: number; retryAfterSeconds: number } | { sent: false; retryAfterSeconds: number };

const STATUS_COLUMN = { email: 'email_verification_status', phone: 'phone_verification_status' } as const;

function secondsLeft(last: OtpCodeRow | undefined, now: Date): number {
  const waitMs = last === undefined ? 0 : last.created_at.getTime() + OTP_RESEND_THROTTLE_MS - now.getTime();
  return Math.max(0, Math.ceil(waitMs / 1000));
}

/**
 * Sends a fresh code to the user's e-mail or phone, replacing any earlier one, unless the last send was
 * under 70 s ago (SPEC §5). The status shows STARTED while a code is outstanding (VERIFIED stays VERIFIED).
 */
export async function sendOtp(ctx: OtpContext, userId: number, channel: OtpChannel): Promise<SendOutcome> {
  const now = ctx.now ?? new Date();
  const code = generateCode(channel);
  const step = await ctx.db.transaction().execute(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user === undefined) throw new AppError(404, 'This account no longer exists');
    const to = channel === 'email' ? user.email : user.phone_number;
    if (to === null || to === '') throw new AppError(400, OTP_ERRORS.noPhone);
    const wait = secondsLeft(await newestOtp(tx, userId, channel), now);
    if (wait > 0) return { sent: false as const, retryAfterSeconds: wait };
    const row = await insertOtp(tx, {
      user_id: userId,
      channel,
      code_hash: hashCode(ctx.secret, userId, channel, code),
      created_at: now,
      expires_at: new Date(now.getTime() + OTP_TTL_MS),
    });
    await deleteOtps(tx, userId, channel, row.id);
    if (user[STATUS_COLUMN[channel]] !== 'VERIFIED') await updateUser(tx, userId, { [STATUS_COLUMN[channel]]: 'STARTED' });
    return { sent: true as const, otpId: row.id, to };
  });
  if (!step.sent) return step;
  try {
    await deliverCode(ctx.senders, channel, step.to, code);
  } catch (error) {
    // Nothing reached the user, so the next try must not be throttled by this one.
    await deleteOtps(ctx.db, userId, channel);
    throw new DeliveryFailed(channel, error);
  }
  return { sent: true, otpId: step.otpId, retryAfterSeconds: Math.ceil(OTP_RESEND_THROTTLE_MS / 1000) };
}

async function outstandingCode(tx: Db, userId: number, channel: OtpChannel, verificationId?: string): Promise<OtpCodeRow | undefined> {
  const newest = await newestOtp(tx, userId, channel);
  if (channel === 'phone' && newest !== undefined && String(newest.id) !== verificationId) return undefined;
  return newest;
}

/**
 * Checks a code and marks the channel VERIFIED. A code lives 10 minutes and allows 5 wrong tries: the
 * sixth try is refused even with the right code. Wrong tries are counted in a committed transaction,
 * so the refusal is thrown only after it.
 */
export async function verifyOtp(
  ctx: OtpContext,
  userId: number,
  channel: OtpChannel,
  code: string | undefined,
  verificationId?: string,
): Promise<UserRecord> {
  if (channel === 'phone' && (verificationId === undefined || verificationId === '')) {
    throw new AppError(400, OTP_ERRORS.missingVerificationId);
  }
  const formatError = otpError(code ?? '', channel);
  if (formatError !== null) throw new AppError(400, formatError);
  const now = ctx.now ?? new Date();
  const outcome = await ctx.db.transaction().execute(async (tx): Promise<UserRecord | string> => {
    if ((await lockUser(tx, userId)) === undefined) return 'This account no longer exists';
    const row = await outstandingCode(tx, userId, channel, verificationId);
    if (row === undefined) return OTP_ERRORS.noCode;
    if (row.expires_at.getTime() <= now.getTime()) return OTP_ERRORS.expired;
    if (row.attempts >= MAX_WRONG_CODES) return OTP_ERRORS.tooManyWrong;
    if (!codeMatches(ctx.secret, userId, channel, code ?? '', row.code_hash)) {
      await countWrongAttempt(tx, row.id);
      return OTP_ERRORS.wrong;
    }
    await deleteOtps(tx, userId, channel);
    return updateUser(tx, userId, { [STATUS_COLUMN[channel]]: 'VERIFIED' });
  });
  if (typeof outcome === 'string') throw new AppError(400, outcome);
  return outcome;
}
