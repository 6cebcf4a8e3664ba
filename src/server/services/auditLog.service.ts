import type { Transaction } from 'kysely';
import type { AuditAction, AuditEntry, AuditFilters, AuditPage, AuditSource, AuditTargetType } from '../../shared/admin/audit';
import type { Database, Db } from '../db/database';
import { countAuditEntries, insertAuditEntry, listAuditEntries, type AuditEntryRow } from '../db/repositories/auditLog.repo';
import { kolkataDays } from './kolkataDays';
import { pagedResponse, pageOffset, type PageAt } from './pagedResponse';

/** Who acted: an admin in the console, whoever ran `npm run admin` on the server, or a seller on their own listing. */
export type AuditActor = { adminId: number } | { sellerId: number } | 'command line';

export interface AdminAction {
  actor: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id: number };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

function actorOf(actor: AuditActor): { actor_user_id: number | null; source: AuditSource } {
  if (actor === 'command line') return { actor_user_id: null, source: 'command line' };
  if ('sellerId' in actor) return { actor_user_id: actor.sellerId, source: 'seller' };
  return { actor_user_id: actor.adminId, source: 'console' };
}

/**
 * Writes the entry for a change. It takes a transaction, never the database: the change and its record
 * commit together or not at all.
 */
export async function recordAdminAction(tx: Transaction<Database>, entry: AdminAction): Promise<void> {
  await insertAuditEntry(tx, {
    ...actorOf(entry.actor),
    action: entry.action,
    target_type: entry.target.type,
    target_id: entry.target.id,
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
  });
}

function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    actor: row.actor_id === null || row.actor_email === null ? null : { id: row.actor_id, email: row.actor_email, name: row.actor_name },
    source: row.source,
    action: row.action as AuditAction,
    target: { type: row.target_type as AuditTargetType, id: row.target_id, label: row.target_email },
    before: row.before,
    after: row.after,
  };
}

/** GET /api/admin/audit: a page of the log, newest first. */
export async function auditPage(db: Db, filters: AuditFilters, page: PageAt): Promise<AuditPage> {
  const { start, end } = kolkataDays(filters.from, filters.to);
  const query = {
    actorEmail: filters.actor?.trim().toLowerCase() || undefined,
    action: filters.action,
    targetType: filters.targetType,
    targetId: filters.targetId,
    start,
    end,
  };
  const [rows, total] = await Promise.all([listAuditEntries(db, query, page.pageSize, pageOffset(page)), countAuditEntries(db, query)]);
  return pagedResponse(rows.map(toAuditEntry), total, page);
}
