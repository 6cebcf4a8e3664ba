import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { FeedbackKind } from '../../../shared/schemas/feedbackSchemas';
import type { CreatedAt } from './accounts';

/** Event suggestions and feedback sent from the user dropdown (SPEC §2), read by the team. */
export interface FeedbackTable {
  id: Generated<number>;
  kind: FeedbackKind;
  text: string;
  /** Null once the sender deleted their account: their words stay for the team, not who wrote them. */
  user_id: number | null;
  /** The client route the user was on, e.g. /events/coldplay-mumbai/12. */
  page: string;
  created_at: CreatedAt;
  /** When an operator marked it handled in the console's inbox. */
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export type FeedbackRow = Selectable<FeedbackTable>;
export type NewFeedback = Insertable<FeedbackTable>;
