import type { User } from '../../shared/entities';
import type { UserRow } from '../db/tables/accounts';

/** The user as the API shows them: never the password hash. */
export function toUser(row: UserRow): User {
  const picture =
    row.profile_picture === null
      ? null
      : `data:${row.profile_picture_type ?? 'image/png'};base64,${Buffer.from(row.profile_picture).toString('base64')}`;
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    name: row.name,
    phoneNumber: row.phone_number,
    profilePicture: picture,
    emailVerificationStatus: row.email_verification_status,
    phoneVerificationStatus: row.phone_verification_status,
  };
}
