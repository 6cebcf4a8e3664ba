import type { Db } from '../database';
import type { NewUser, UserRecord, UserRow, UserUpdate } from '../tables/accounts';

/** Every column but the picture bytes, which only the picture download reads. */
export const USER_COLUMNS = [
  'id',
  'role',
  'email',
  'name',
  'phone_number',
  'password_hash',
  'profile_picture_type',
  'profile_picture_updated_at',
  'email_verification_status',
  'phone_verification_status',
  'suspended_at',
  'suspension_reason',
  'created_at',
] as const satisfies readonly (keyof UserRow)[];

export function findUserById(db: Db, id: number): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** Locks the user's row until the transaction ends, so concurrent writes about one user take turns. */
export function lockUser(db: Db, id: number): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Reads the user's row and holds it against changes (a suspension) until the transaction ends; others may read it too. */
export function findUserForShare(db: Db, id: number): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).forShare().executeTakeFirst();
}

export function insertUser(db: Db, user: NewUser): Promise<UserRecord> {
  return db
    .insertInto('users')
    .values({ ...user, email: user.email.trim().toLowerCase() })
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: number, changes: UserUpdate): Promise<UserRecord> {
  return db.updateTable('users').set(changes).where('id', '=', id).returning(USER_COLUMNS).executeTakeFirstOrThrow();
}

export async function findProfilePicture(db: Db, id: number, small: boolean): Promise<{ bytes: Buffer; type: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select([small ? 'profile_picture_small as bytes' : 'profile_picture as bytes', 'profile_picture_type as type'])
    .where('id', '=', id)
    .where(small ? 'profile_picture_small' : 'profile_picture', 'is not', null)
    .executeTakeFirst();
  // PGlite hands bytea back as a plain Uint8Array.
  return row?.bytes && row.type ? { bytes: Buffer.from(row.bytes), type: row.type } : undefined;
}

/** Whether another account has verified this phone number (E.164). */
export async function phoneVerifiedElsewhere(db: Db, phoneNumber: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', phoneNumber)
    .where('phone_verification_status', '=', 'VERIFIED')
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
