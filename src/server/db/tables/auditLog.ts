import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AuditSource } from '../../../shared/admin/audit';
import type { CreatedAt } from './accounts';

/** JSON written as a value and read back parsed. */
type Json = ColumnType<Record<string, unknown> | null, string | null, never>;

/** One operator action (migration 20261202_0002): append-only, so no Updateable type. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: CreatedAt;
  /** Null for the command line, or once that admin's account is deleted. */
  actor_user_id: number | null;
  source: AuditSource;
  action: string;
  target_type: string;
  target_id: number;
  before: Json;
  after: Json;
}
export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogEntry = Insertable<AuditLogTable>;
