import type { Db } from '../database';

/**
 * Whether this account has proven it reads `email` (lower-cased): its own e-mail once VERIFIED, or an
 * extra sender address verified with a code. Nothing else lets a forward from `email` count for it.
 */
export async function isProvenSender(db: Db, userId: number, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const own = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('email', '=', address)
    .where('email_verification_status', '=', 'VERIFIED')
    .executeTakeFirst();
  if (own !== undefined) return true;
  const extra = await db
    .selectFrom('sender_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('email', '=', address)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return extra !== undefined;
}

/** The account's proven extra sender addresses, oldest first. */
export async function verifiedSenderAddresses(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sender_addresses')
    .select('email')
    .where('user_id', '=', userId)
    .where('verified_at', 'is not', null)
    .orderBy('verified_at')
    .execute();
  return rows.map((r) => r.email);
}

/** Whether the address is another account's: its sign-in e-mail, or a sender address it proved. */
export async function isAnotherAccountsAddress(db: Db, userId: number, email: string): Promise<boolean> {
  const account = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
  if (account !== undefined) return true;
  const proven = await db
    .selectFrom('sender_addresses')
    .select('id')
    .where('email', '=', email)
    .where('user_id', '!=', userId)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return proven !== undefined;
}
