import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, EMAIL_CODE_REQUIRED } from '../../shared/schemas/passwordSchemas';
import type { UpdateUserValues } from '../../shared/schemas/profileSchemas';
import type { UserRecord } from '../db/tables/accounts';
import { AppError } from '../http/AppError';
import { verifyOtp, type OtpContext } from './otp.service';
import { verifyPassword } from './passwords';

export const PASSWORD_CHANGE_ERRORS = {
  emailNotVerified: 'Please verify your email first: the code that lets you set a password is sent there',
  changedMeanwhile: 'Your password was changed while this request was on its way. Please try again.',
} as const;

/**
 * A new password needs proof that the owner is asking, not just their session: otherwise a stolen session
 * becomes the account for good. An account with a password proves it with the current one; an account made
 * by Google sign-in (no password yet) with a code sent to its verified e-mail. Throws the refusal.
 */
export async function proveOwnerForNewPassword(ctx: OtpContext, user: UserRecord, values: UpdateUserValues): Promise<void> {
  if (user.password_hash !== null) {
    if (!values.currentPassword) throw new AppError(400, CURRENT_PASSWORD_REQUIRED);
    if (!(await verifyPassword(values.currentPassword, user.password_hash))) throw new AppError(403, CURRENT_PASSWORD_WRONG);
    return;
  }
  if (user.email_verification_status !== 'VERIFIED') throw new AppError(403, PASSWORD_CHANGE_ERRORS.emailNotVerified);
  if (!values.emailCode) throw new AppError(400, EMAIL_CODE_REQUIRED);
  // The OTP service's own rules apply: 10 minutes, a few wrong tries, and its caps across codes.
  await verifyOtp(ctx, user.id, 'email', values.emailCode);
}
