import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { setRoleByEmail } from '../services/roles.service';
import { signedInUser, type SignedInUser } from './signedIn';

/**
 * A signed-in account made an admin the way `npm run admin -- grant` makes one (services/roles.service.ts, which
 * also writes the audit entry), with the headers of its session.
 */
export async function signedInAdmin(db: Kysely<Database>, fields: Parameters<typeof signedInUser>[1] = {}): Promise<SignedInUser> {
  const signedIn = await signedInUser(db, fields);
  if ((await setRoleByEmail(db, signedIn.user.email, 'ADMIN')) !== 'changed') throw new Error('the admin was not granted');
  return { ...signedIn, user: { ...signedIn.user, role: 'ADMIN' } };
}
