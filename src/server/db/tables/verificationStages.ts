import type { VerificationStage } from '../../../shared/verification';
import type { Timestamp } from './accounts';

/** A seller's verification for an event: the stage the wizard shows, kept a few minutes after it ends. */
export interface VerificationStageTable {
  user_id: number;
  concert_id: number;
  stage: VerificationStage;
  updated_at: Timestamp;
}
