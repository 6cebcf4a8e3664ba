import type { Db } from '../database';
import type { FeedbackRow, NewFeedback } from '../tables/feedback';

export async function insertFeedback(db: Db, feedback: NewFeedback): Promise<FeedbackRow> {
  return db.insertInto('feedback').values(feedback).returningAll().executeTakeFirstOrThrow();
}
