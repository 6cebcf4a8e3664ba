import type { DeleteAccountValues } from '../../shared/schemas/accountDeletionSchemas';
import { eraseAccount } from '../db/repositories/accountErasure.repo';
import { findUserById, lockUser } from '../db/repositories/users.repo';
import { AppError } from '../http/AppError';
import type { OtpContext } from './otp.service';
import { PASSWORD_CHANGE_ERRORS, proveOwner } from './passwordChange.service';

export const DELETION_ERRORS = {
  noAccount: 'This account no longer exists',
  emailNotVerified: 'Please verify your email first: the code that confirms the deletion is sent there',
} as const;

/**
 * DELETE /users/me. The owner's proof is checked first (scrypt is slow, and the row lock would wait on it); a
 * refused proof changes nothing. Then, in one transaction with the user's row locked, the account is erased
 * (accountErasure.repo): its sessions end, its listings on sale leave the marketplace, the rest goes or stays
 * without the person. A password changed between the proof and the lock refuses the deletion.
 */
export async function deleteAccount(ctx: OtpContext, userId: number, values: DeleteAccountValues): Promise<void> {
  const before = await findUserById(ctx.db, userId);
  if (before === undefined) throw new AppError(404, DELETION_ERRORS.noAccount);
  await proveOwner(ctx, before, values, DELETION_ERRORS.emailNotVerified);
  await ctx.db.transaction().execute(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user === undefined) throw new AppError(404, DELETION_ERRORS.noAccount);
    if (user.password_hash !== before.password_hash) throw new AppError(409, PASSWORD_CHANGE_ERRORS.changedMeanwhile);
    await eraseAccount(tx, user);
  });
}
