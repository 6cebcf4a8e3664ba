import type { Kysely } from 'kysely';
import { OTP_RESEND_THROTTLE_MS, type OtpChannel, type OtpKind } from '../../shared/constants';
import { otpError } from '../../shared/schemas/otpSchemas';
import type { Database, Db } from '../db/database';
import { countWrongAttempt, deleteOtps, insertOtp, newestOtp } from '../db/repositories/otp.repo';
import { USER_COLUMNS, findUserById, lockUser, phoneVerifiedElsewhere, updateUser } from '../db/repositories/users.repo';
import type { OtpCodeRow, UserRecord } from '../db/tables/accounts';
import { AppError } from '../http/AppError';
import { isUniqueViolation } from './uniqueViolation';
import { codeMatches, codeScope, generateCode, hashCode } from './otpCodes';
import { countWrongTry, lockMessage, lockedUntil } from './otpLock';
import { deliverCode } from './otpMessages';
import type { Senders } from './senders/senders';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;

export const OTP_ERRORS = {
  noPhone: 'Please add your phone number first',
  noCode: 'There is no code waiting to be checked. Request a new one.',
  expired: 'This code has expired. Request a new one.',
  tooManyWrong: 'Too many wrong codes. Request a new one.',
  wrong: 'Verification failed. Please try again.',
  phoneTaken: 'This phone number is already verified on another account. Use a number of your own.',
} as const;

/** The e-mail or SMS service refused or could not be reached. */
export class DeliveryFailed extends Error {
  constructor(
    readonly channel: OtpKind,
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

/** Where a code goes: `to` is the address or number it is sent to, `destination` binds a sender code to its address. */
export interface CodeTarget {
  to: string;
  destination: string | null;
}

export interface CodeRules {
  kind: OtpKind;
  /** Inside the transaction, with the user's row locked: where the code goes, or an AppError. */
  target(tx: Db, user: UserRecord): Promise<CodeTarget>;
  /** Inside the transaction, once the code is stored. */
  issued?(tx: Db, user: UserRecord): Promise<void>;
}

const STATUS_COLUMN = { email: 'email_verification_status', phone: 'phone_verification_status' } as const;

function secondsLeft(last: OtpCodeRow | undefined, now: Date): number {
  const waitMs = last === undefined ? 0 : last.created_at.getTime() + OTP_RESEND_THROTTLE_MS - now.getTime();
  return Math.max(0, Math.ceil(waitMs / 1000));
}

async function refuseIfLocked(tx: Db, userId: number, kind: OtpKind, now: Date): Promise<void> {
  const liftsAt = await lockedUntil(tx, userId, kind, now);
  if (liftsAt !== null) throw new AppError(429, lockMessage(liftsAt));
}

/**
 * Sends a fresh code, replacing any earlier one for the same target, unless the last send was under 70 s
 * ago (SPEC §5) or the account has used up its wrong tries for the day.
 */
export async function sendCode(ctx: OtpContext, userId: number, rules: CodeRules): Promise<SendOutcome> {
  const now = ctx.now ?? new Date();
  const code = generateCode(rules.kind);
  const step = await ctx.db.transaction().execute(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user === undefined) throw new AppError(404, 'This account no longer exists');
    const target = await rules.target(tx, user);
    await refuseIfLocked(tx, userId, rules.kind, now);
    const wait = secondsLeft(await newestOtp(tx, userId, rules.kind, target.destination), now);
    if (wait > 0) return { sent: false as const, retryAfterSeconds: wait };
    const row = await insertOtp(tx, {
      user_id: userId,
      channel: rules.kind,
      destination: target.destination,
      code_hash: hashCode(ctx.secret, userId, codeScope(rules.kind, target.destination), code),
      created_at: now,
      expires_at: new Date(now.getTime() + OTP_TTL_MS),
    });
    await deleteOtps(tx, userId, rules.kind, row.id, target.destination);
    await rules.issued?.(tx, user);
    return { sent: true as const, otpId: row.id, target };
  });
  if (!step.sent) return step;
  try {
    await deliverCode(ctx.senders, rules.kind === 'phone' ? 'phone' : 'email', step.target.to, code);
  } catch (error) {
    // Nothing reached the user, so the next try must not be throttled by this one.
    await deleteOtps(ctx.db, userId, rules.kind, undefined, step.target.destination);
    throw new DeliveryFailed(rules.kind, error);
  }
  return { sent: true, otpId: step.otpId, retryAfterSeconds: Math.ceil(OTP_RESEND_THROTTLE_MS / 1000) };
}

export interface CodeCheck<T> {
  kind: OtpKind;
  code: string;
  destination: string | null;
  /** Phone only: the id the send answered, which must name the newest code. */
  verificationId?: string;
  /** Inside the transaction, once the code matched: what proving it changes. */
  proven(tx: Db): Promise<T>;
}

/**
 * Checks a code. A code lives 10 minutes and allows 5 wrong tries (the sixth is refused even with the right
 * code); the account allows 10 wrong tries of a kind a day across codes. Wrong tries are counted in a
 * committed transaction, so the refusal is thrown only after it.
 */
export async function checkCode<T>(ctx: OtpContext, userId: number, check: CodeCheck<T>): Promise<T> {
  // Held here for every kind: a sender code and a password change's e-mail code reach this with only their presence checked.
  const formatError = otpError(check.code, check.kind);
  if (formatError !== null) throw new AppError(400, formatError);
  const now = ctx.now ?? new Date();
  const outcome = await ctx.db.transaction().execute(async (tx): Promise<{ ok: T } | { refused: string }> => {
    if ((await lockUser(tx, userId)) === undefined) return { refused: 'This account no longer exists' };
    await refuseIfLocked(tx, userId, check.kind, now);
    const row = await newestOtp(tx, userId, check.kind, check.destination);
    if (row === undefined) return { refused: OTP_ERRORS.noCode };
    if (check.kind === 'phone' && String(row.id) !== check.verificationId) return { refused: OTP_ERRORS.noCode };
    if (row.expires_at.getTime() <= now.getTime()) return { refused: OTP_ERRORS.expired };
    if (row.attempts >= MAX_WRONG_CODES) return { refused: OTP_ERRORS.tooManyWrong };
    if (!codeMatches(ctx.secret, userId, codeScope(check.kind, check.destination), check.code, row.code_hash)) {
      await countWrongAttempt(tx, row.id);
      await countWrongTry(tx, userId, check.kind, now);
      return { refused: OTP_ERRORS.wrong };
    }
    await deleteOtps(tx, userId, check.kind, undefined, check.destination);
    return { ok: await check.proven(tx) };
  });
  if ('refused' in outcome) throw new AppError(400, outcome.refused);
  return outcome.ok;
}

async function refuseTakenPhone(tx: Db, user: UserRecord): Promise<void> {
  if (user.phone_number !== null && (await phoneVerifiedElsewhere(tx, user.phone_number, user.id))) {
    throw new AppError(409, OTP_ERRORS.phoneTaken);
  }
}

/** The account's own e-mail or phone; the status shows STARTED while a code is outstanding (VERIFIED stays VERIFIED). */
function contactRules(channel: OtpChannel): CodeRules {
  return {
    kind: channel,
    async target(tx, user) {
      const to = channel === 'email' ? user.email : user.phone_number;
      if (to === null || to === '') throw new AppError(400, OTP_ERRORS.noPhone);
      if (channel === 'phone') await refuseTakenPhone(tx, user);
      return { to, destination: null };
    },
    async issued(tx, user) {
      if (user[STATUS_COLUMN[channel]] !== 'VERIFIED') await updateUser(tx, user.id, { [STATUS_COLUMN[channel]]: 'STARTED' });
    },
  };
}

export function sendOtp(ctx: OtpContext, userId: number, channel: OtpChannel): Promise<SendOutcome> {
  return sendCode(ctx, userId, contactRules(channel));
}

/**
 * Marks the account's e-mail or phone VERIFIED with a code; a number verified by another account stays theirs.
 * A phone code counts only with the verificationId its send answered.
 */
export async function verifyOtp(ctx: OtpContext, userId: number, channel: OtpChannel, code: string, verificationId?: string): Promise<UserRecord> {
  try {
    return await checkCode(ctx, userId, {
      kind: channel,
      code,
      destination: null,
      verificationId,
      async proven(tx) {
        const user = await lockUser(tx, userId);
        if (channel === 'phone' && user !== undefined) await refuseTakenPhone(tx, user);
        return updateUser(tx, userId, { [STATUS_COLUMN[channel]]: 'VERIFIED' });
      },
    });
  } catch (error) {
    // Two accounts verifying one number at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, OTP_ERRORS.phoneTaken);
    throw error;
  }
}

/** SPEC §4 'Skipping sets pending': the code dialog was closed unverified. VERIFIED and PENDING stay as they are. */
export async function skipVerification(db: Db, userId: number, channel: OtpChannel): Promise<UserRecord> {
  const column = STATUS_COLUMN[channel];
  const skipped = await db
    .updateTable('users')
    .set({ [column]: 'PENDING' })
    .where('id', '=', userId)
    .where(column, '=', 'STARTED')
    .returning(USER_COLUMNS)
    .executeTakeFirst();
  if (skipped !== undefined) return skipped;
  const user = await findUserById(db, userId);
  if (user === undefined) throw new AppError(404, 'This account no longer exists');
  return user;
}
