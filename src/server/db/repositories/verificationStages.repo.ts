import type { VerificationStage } from '../../../shared/verification';
import type { Db } from '../database';

export async function saveStage(db: Db, userId: number, concertId: number, stage: VerificationStage, at: Date): Promise<void> {
  await db
    .insertInto('verification_stages')
    .values({ user_id: userId, concert_id: concertId, stage, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'concert_id']).doUpdateSet({ stage, updated_at: at }))
    .execute();
}

/** The stage set since `since`; an older one belongs to a verification long over. */
export async function readStage(db: Db, userId: number, concertId: number, since: Date): Promise<VerificationStage | undefined> {
  const row = await db
    .selectFrom('verification_stages')
    .select('stage')
    .where('user_id', '=', userId)
    .where('concert_id', '=', concertId)
    .where('updated_at', '>', since)
    .executeTakeFirst();
  return row?.stage;
}

export async function deleteStagesBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('verification_stages').where('updated_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
