import type { FeedbackItem, FeedbackValues } from '../../shared/schemas/feedbackSchemas';
import type { Db } from '../db/database';
import { insertFeedback } from '../db/repositories/feedback.repo';
import type { FeedbackRow } from '../db/tables/feedback';

function toFeedbackItem(row: FeedbackRow): FeedbackItem {
  return { id: row.id, kind: row.kind, text: row.text, page: row.page, createdAt: row.created_at.toISOString() };
}

/** Stores a suggestion or feedback from a signed-in user; `values` are already checked and trimmed. */
export async function sendFeedback(db: Db, userId: number, values: FeedbackValues): Promise<FeedbackItem> {
  return toFeedbackItem(await insertFeedback(db, { ...values, user_id: userId }));
}
