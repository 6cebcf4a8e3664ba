import type { Db } from '../db/database';

/** Records `email` as a sender address the user has proven with a code, as the sender-address API would. */
export async function provenSenderAddress(db: Db, userId: number, email: string): Promise<void> {
  await db
    .insertInto('sender_addresses')
    .values({ user_id: userId, email: email.trim().toLowerCase(), verified_at: new Date() })
    .execute();
}
