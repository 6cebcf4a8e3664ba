import type { Generated, Insertable, Selectable } from 'kysely';
import type { FeedbackKind } from '../../../shared/schemas/feedbackSchemas';
import type { CreatedAt } from './accounts';

/** Event suggestions and feedback sent from the user dropdown (SPEC §2), read by the team. */
export interface FeedbackTable {
  id: Generated<number>;
  kind: FeedbackKind;
  text: string;
  user_id: number;
  /** The client route the user was on, e.g. /events/coldplay-mumbai/12. */
  page: string;
  created_at: CreatedAt;
}
export type FeedbackRow = Selectable<FeedbackTable>;
export type NewFeedback = Insertable<FeedbackTable>;
