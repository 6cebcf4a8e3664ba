import type { User } from '../../shared/entities';
import type { UserRecord } from '../db/tables/accounts';

/** Where a user's picture is served; ?v= changes with the picture, so it can be cached for good. */
export function profilePictureUrl(userId: number, updatedAt: Date): string {
  return `/api/users/${userId}/profile-picture?v=${updatedAt.getTime()}`;
}

/** The user as the API shows them: never the password hash. */
export function toUser(row: UserRecord): User {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    name: row.name,
    phoneNumber: row.phone_number,
    profilePicture: row.profile_picture_updated_at === null ? null : profilePictureUrl(row.id, row.profile_picture_updated_at),
    emailVerificationStatus: row.email_verification_status,
    phoneVerificationStatus: row.phone_verification_status,
    hasPassword: row.password_hash !== null,
  };
}
