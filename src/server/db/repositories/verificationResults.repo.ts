import type { VerificationRefusalReason } from '../../../shared/admin/dashboard';
import type { Db } from '../database';

/** A finished verification: `reason` undefined when it passed. */
export async function insertVerificationResult(db: Db, reason?: VerificationRefusalReason): Promise<void> {
  await db
    .insertInto('verification_results')
    .values({ passed: reason === undefined, refusal_reason: reason ?? null })
    .execute();
}

/** Removes the results finished before `before`; returns how many. */
export async function deleteVerificationResultsBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('verification_results').where('finished_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
