import type { Db } from '../database';

/** Removes dev-outbox messages kept since before `before`; returns how many. */
export async function deleteOutboxBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('outbox').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
