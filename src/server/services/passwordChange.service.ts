import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, EMAIL_CODE_REQUIRED } from '../../shared/schemas/passwordSchemas';
import type { UserRecord } from '../db/tables/accounts';
import { AppError } from '../http/AppError';
import { verifyOtp, type OtpContext } from './otp.service';
import { verifyPassword } from './passwords';

export const PASSWORD_CHANGE_ERRORS = {
  emailNotVerified: 'Please verify your email first: the code that lets you set a password is sent there',
  changedMeanwhile: 'Your password was changed while this request was on its way. Please try again.',
} as const;

/** What the owner sends to prove it is them: their current password, or for an account without one a code e-mailed to it. */
export interface OwnerProof {
  currentPassword?: string;
  emailCode?: string;
}

/**
 * Proof that the owner is asking, not just their session: otherwise a stolen session becomes the account for
 * good (a new password) or ends it (deletion). An account with a password proves it with the current one; an
 * account made by Google sign-in (no password) with a code sent to its verified e-mail. Throws the refusal.
 */
export async function proveOwner(ctx: OtpContext, user: UserRecord, proof: OwnerProof, emailNotVerified: string): Promise<void> {
  if (user.password_hash !== null) {
    if (!proof.currentPassword) throw new AppError(400, CURRENT_PASSWORD_REQUIRED);
    if (!(await verifyPassword(proof.currentPassword, user.password_hash))) throw new AppError(403, CURRENT_PASSWORD_WRONG);
    return;
  }
  if (user.email_verification_status !== 'VERIFIED') throw new AppError(403, emailNotVerified);
  if (!proof.emailCode) throw new AppError(400, EMAIL_CODE_REQUIRED);
  // The OTP service's own rules apply: 10 minutes, a few wrong tries, and its caps across codes.
  await verifyOtp(ctx, user.id, 'email', proof.emailCode);
}

/** A new password (PUT /users/{id}) needs the owner's proof. */
export function proveOwnerForNewPassword(ctx: OtpContext, user: UserRecord, proof: OwnerProof): Promise<void> {
  return proveOwner(ctx, user, proof, PASSWORD_CHANGE_ERRORS.emailNotVerified);
}
