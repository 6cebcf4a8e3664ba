import type { Kysely } from 'kysely';
import { MAX_PROFILE_IMAGE_BYTES } from '../../shared/constants';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, type UpdateUserValues } from '../../shared/schemas/profileSchemas';
import type { Database } from '../db/database';
import { deleteOtps } from '../db/repositories/otp.repo';
import { deleteUserSessions } from '../db/repositories/sessions.repo';
import { findUserById, lockUser, updateUser } from '../db/repositories/users.repo';
import type { UserRecord, UserUpdate } from '../db/tables/accounts';
import { AppError } from '../http/AppError';
import { detectImageType } from './imageType';
import type { OtpContext } from './otp.service';
import { PASSWORD_CHANGE_ERRORS, proveOwnerForNewPassword } from './passwordChange.service';
import { hashPassword } from './passwords';
import { PICTURE_TYPE, safePictureVariants, UndecodablePicture, type PictureSize } from './safePicture';

export const OWN_PROFILE_ONLY = 'You can only change your own profile';
const NO_ACCOUNT = 'This account no longer exists';

/**
 * PUT /users/{id}: name, phone number and password. A new phone number has not been verified, so it goes
 * back to PENDING and any code sent to the old one dies; a new password needs the owner's proof (see
 * passwordChange.service) and ends every other session. A refused proof changes nothing.
 */
export async function updateProfile(
  ctx: OtpContext,
  userId: number,
  values: UpdateUserValues,
  currentSessionId: string | undefined,
): Promise<UserRecord> {
  const { db } = ctx;
  let passwordHash: string | undefined;
  let provedAgainst: string | null = null;
  if (values.password !== undefined) {
    // Proved and hashed outside the transaction: scrypt is slow, and the row lock would wait on it.
    const before = await findUserById(db, userId);
    if (before === undefined) throw new AppError(404, NO_ACCOUNT);
    await proveOwnerForNewPassword(ctx, before, values);
    provedAgainst = before.password_hash;
    passwordHash = await hashPassword(values.password);
  }
  return db.transaction().execute(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user === undefined) throw new AppError(404, NO_ACCOUNT);
    if (passwordHash !== undefined && user.password_hash !== provedAgainst) throw new AppError(409, PASSWORD_CHANGE_ERRORS.changedMeanwhile);
    const changes: UserUpdate = {};
    if (values.name !== undefined) changes.name = values.name;
    if (values.phoneNumber !== undefined && values.phoneNumber !== user.phone_number) {
      changes.phone_number = values.phoneNumber;
      changes.phone_verification_status = 'PENDING';
      await deleteOtps(tx, userId, 'phone');
    }
    if (passwordHash !== undefined) {
      changes.password_hash = passwordHash;
      await deleteUserSessions(tx, userId, currentSessionId);
    }
    return Object.keys(changes).length === 0 ? user : updateUser(tx, userId, changes);
  });
}

export async function setProfilePicture(db: Kysely<Database>, userId: number, bytes: Buffer): Promise<UserRecord> {
  if (bytes.length >= MAX_PROFILE_IMAGE_BYTES) throw new AppError(413, IMAGE_SIZE_MESSAGE);
  if (detectImageType(bytes) === null) throw new AppError(400, IMAGE_TYPE_MESSAGE);
  let variants: Record<PictureSize, Buffer>;
  try {
    variants = await safePictureVariants(bytes);
  } catch (error) {
    if (error instanceof UndecodablePicture) throw new AppError(400, IMAGE_TYPE_MESSAGE);
    throw error;
  }
  return updateUser(db, userId, {
    profile_picture: variants.large,
    profile_picture_small: variants.small,
    profile_picture_type: PICTURE_TYPE,
    profile_picture_updated_at: new Date(),
  });
}

export { findProfilePicture, findUserById } from '../db/repositories/users.repo';
