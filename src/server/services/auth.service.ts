import type { Kysely } from 'kysely';
import type { SignInValues, SignUpValues } from '../../shared/schemas/authSchemas';
import { ACCOUNT_SUSPENDED } from '../../shared/suspension';
import type { Database } from '../db/database';
import { deleteUserSessions } from '../db/repositories/sessions.repo';
import { findUserByEmail, insertUser, updateUser } from '../db/repositories/users.repo';
import type { UserRecord } from '../db/tables/accounts';
import { AppError } from '../http/AppError';
import { hashPassword, verifyPassword } from './passwords';

export const AUTH_ERRORS = {
  emailTaken: 'An account with this email already exists',
  badCredentials: 'Invalid email or password',
  emailNotVerified: 'Your Google account has no verified email address',
} as const;

let dummyHash: Promise<string> | undefined;

/** Checked when the e-mail is unknown, so a failed sign-in takes as long either way. */
function hashToCompareAgainst(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password');
  return dummyHash;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function signUp(db: Kysely<Database>, values: SignUpValues): Promise<UserRecord> {
  if ((await findUserByEmail(db, values.email)) !== undefined) throw new AppError(409, AUTH_ERRORS.emailTaken);
  const passwordHash = await hashPassword(values.password);
  try {
    return await insertUser(db, {
      email: values.email,
      name: values.name,
      phone_number: values.phoneNumber,
      password_hash: passwordHash,
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, AUTH_ERRORS.emailTaken);
    throw error;
  }
}

/**
 * The same refusal whether the e-mail is unknown, has no password (identity-provider account) or the password is
 * wrong. Only the right password learns that the account is suspended.
 */
export async function signIn(db: Kysely<Database>, values: SignInValues): Promise<UserRecord> {
  const user = await findUserByEmail(db, values.email);
  const matches = await verifyPassword(values.password, user?.password_hash ?? (await hashToCompareAgainst()));
  if (user === undefined || user.password_hash === null || !matches) throw new AppError(401, AUTH_ERRORS.badCredentials);
  if (user.suspended_at !== null) throw new AppError(403, ACCOUNT_SUSPENDED);
  return user;
}

export interface ProviderIdentity {
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/**
 * The account for an identity-provider sign-in, found or made by e-mail, which only a verified address
 * may do. Linking to an account whose address was never verified drops its password and sessions: whoever
 * set them had not proved they own the address, and the provider just proved someone else does.
 */
export async function signInWithIdentity(db: Kysely<Database>, identity: ProviderIdentity): Promise<UserRecord> {
  if (!identity.emailVerified || identity.email === '') throw new AppError(403, AUTH_ERRORS.emailNotVerified);
  return db.transaction().execute(async (tx) => {
    const existing = await findUserByEmail(tx, identity.email);
    // Before anything changes: a suspended account stays exactly as the suspension left it.
    if (existing?.suspended_at != null) throw new AppError(403, ACCOUNT_SUSPENDED);
    if (existing === undefined) {
      return insertUser(tx, { email: identity.email, name: identity.name, email_verification_status: 'VERIFIED' });
    }
    if (existing.email_verification_status === 'VERIFIED') return existing;
    await deleteUserSessions(tx, existing.id);
    return updateUser(tx, existing.id, { email_verification_status: 'VERIFIED', password_hash: null });
  });
}
