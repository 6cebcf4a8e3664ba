import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PASSWORD_RESET_MINUTES, RESET_LINK_EXPIRED, RESET_LINK_INVALID } from '../../../shared/passwordReset';
import type { ResetPasswordValues } from '../../../shared/schemas/passwordResetSchemas';
import { ACCOUNT_SUSPENDED } from '../../../shared/suspension';
import type { Database } from '../../db/database';
import { deleteOtps, findResetCode, insertOtp, takeResetCode } from '../../db/repositories/otp.repo';
import { deleteUserSessions } from '../../db/repositories/sessions.repo';
import { findUserByEmail, lockUser, updateUser } from '../../db/repositories/users.repo';
import type { UserRecord } from '../../db/tables/accounts';
import { AppError } from '../../http/AppError';
import type { JobRunner } from '../../jobs/jobRunner';
import type { JobHandler } from '../../jobs/jobTypes';
import { codeMatches, hashCode } from '../otpCodes';
import { hashPassword } from '../passwords';
import type { EmailSender } from '../senders/senders';
import { resetMail } from './resetMail';

export const PASSWORD_RESET_JOB = 'password-reset-mail';
export const RESET_TTL_MS = PASSWORD_RESET_MINUTES * 60_000;
const SCOPE = 'reset';

export interface ResetMailDeps {
  email: EmailSender;
  publicUrl: string;
  /** Keys the stored hashes of the links' secrets. */
  secret: string;
}

/**
 * POST /auth/password-reset. The request only queues a job, the same insert whoever the address belongs to, so
 * neither the answer nor the time it takes tells whether the address has an account; the job looks it up.
 */
export async function askForPasswordReset(jobs: JobRunner, email: string): Promise<void> {
  await jobs.enqueue({ kind: PASSWORD_RESET_JOB, payload: { email } });
}

/**
 * Sends a link to the account's address, if there is an account and it is not suspended: `<code id>.<secret>`,
 * of which only a keyed hash is stored. A new link replaces the older ones.
 */
export function passwordResetJobHandlers(deps: ResetMailDeps): Record<string, JobHandler> {
  return {
    [PASSWORD_RESET_JOB]: async (payload, { db, now }) => {
      const user = await findUserByEmail(db, (payload as { email: string }).email);
      if (user === undefined || user.suspended_at !== null) return;
      const secret = randomBytes(32).toString('base64url');
      const row = await db.transaction().execute(async (tx) => {
        const added = await insertOtp(tx, {
          user_id: user.id,
          channel: 'reset',
          code_hash: hashCode(deps.secret, user.id, SCOPE, secret),
          created_at: now,
          expires_at: new Date(now.getTime() + RESET_TTL_MS),
        });
        await deleteOtps(tx, user.id, 'reset', added.id);
        return added;
      });
      const link = `${deps.publicUrl}/reset-password?token=${row.id}.${secret}`;
      await deps.email.sendEmail(resetMail(user.email, link, user.password_hash !== null));
    },
  };
}

function parseToken(token: string): { id: number; secret: string } | null {
  const match = /^(\d{1,12})\.([\w-]{20,100})$/.exec(token);
  return match === null ? null : { id: Number(match[1]), secret: match[2] };
}

/**
 * POST /auth/password-reset/confirm: the link's owner sets a new password (an account made by Google sign-in its
 * first). The link is spent by the same transaction that changes the password, so it works once; every session
 * of the account ends, and the address is proven (the link reached it).
 */
export async function resetPassword(db: Kysely<Database>, secret: string, values: ResetPasswordValues, now = new Date()): Promise<UserRecord> {
  const token = parseToken(values.token);
  const code = token === null ? undefined : await findResetCode(db, token.id);
  if (token === null || code === undefined || !codeMatches(secret, code.user_id, SCOPE, token.secret, code.code_hash)) {
    throw new AppError(400, RESET_LINK_INVALID);
  }
  if (code.expires_at.getTime() <= now.getTime()) throw new AppError(400, RESET_LINK_EXPIRED);
  // Hashed outside the transaction: scrypt is slow, and the row lock would wait on it.
  const passwordHash = await hashPassword(values.password);
  return db.transaction().execute(async (tx) => {
    const user = await lockUser(tx, code.user_id);
    if (user === undefined) throw new AppError(400, RESET_LINK_INVALID);
    if (user.suspended_at !== null) throw new AppError(403, ACCOUNT_SUSPENDED);
    if (!(await takeResetCode(tx, code.id))) throw new AppError(400, RESET_LINK_INVALID);
    await deleteOtps(tx, user.id, 'reset');
    await deleteUserSessions(tx, user.id);
    return updateUser(tx, user.id, { password_hash: passwordHash, email_verification_status: 'VERIFIED' });
  });
}
