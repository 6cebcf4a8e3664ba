import type { Generated } from 'kysely';
import type { VerificationRefusalReason } from '../../../shared/admin/dashboard';
import type { CreatedAt } from './accounts';

/** One finished verification, for the Dashboard's counts: passed, or refused with its reason. Names no one. */
export interface VerificationResultTable {
  id: Generated<number>;
  finished_at: CreatedAt;
  passed: boolean;
  /** Null exactly when it passed. */
  refusal_reason: VerificationRefusalReason | null;
}
