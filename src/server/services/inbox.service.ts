import type { Kysely } from 'kysely';
import { INBOX_ERRORS, type InboxGroup, type InboxItem, type InboxKind, type InboxPage, type InboxStatus } from '../../shared/admin/inbox';
import type { User } from '../../shared/entities';
import type { Database, Db } from '../db/database';
import { countInbox, listInbox, lockInboxItem, markInboxItemDone, type InboxRow } from '../db/repositories/inbox.repo';
import { AppError } from '../http/AppError';
import { recordAdminAction } from './auditLog.service';
import { pagedResponse, pageOffset, type PageAt } from './pagedResponse';

function toItem(kind: InboxKind, row: InboxRow): InboxItem {
  return {
    id: row.id,
    kind,
    text: row.text,
    page: row.page,
    createdAt: row.created_at.toISOString(),
    from: row.user_id === null || row.from_email === null ? null : { id: row.user_id, email: row.from_email, name: row.from_name },
    doneAt: row.done_at?.toISOString() ?? null,
  };
}

/** The page's rows, already in order, gathered into their events' groups. */
function grouped(kind: InboxKind, rows: InboxRow[]): InboxGroup[] {
  const groups: InboxGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    const eventId = row.event_id;
    if (last !== undefined && (last.event?.id ?? null) === eventId) {
      last.items.push(toItem(kind, row));
      continue;
    }
    const event = eventId === null || row.event_name === null || row.event_date === null ? null : { id: eventId, name: row.event_name, date: row.event_date.toISOString() };
    groups.push({ event, total: row.group_total, items: [toItem(kind, row)] });
  }
  return groups;
}

/** GET /api/admin/inbox */
export async function inboxPage(db: Db, kind: InboxKind, status: InboxStatus, page: PageAt): Promise<InboxPage> {
  const selection = { kind, status };
  const [rows, total] = await Promise.all([listInbox(db, selection, page.pageSize, pageOffset(page)), countInbox(db, selection)]);
  const { lastPage, totalElements } = pagedResponse(rows, total, page);
  return { content: grouped(kind, rows), lastPage, totalElements };
}

/** Marks one item handled, with the row locked and the audit entry in the same transaction; once only. */
export function markDone(db: Kysely<Database>, admin: User, kind: InboxKind, id: number): Promise<InboxItem> {
  return db.transaction().execute(async (tx) => {
    const item = await lockInboxItem(tx, kind, id);
    if (item === undefined) throw new AppError(404, INBOX_ERRORS.notFound);
    if (item.done) throw new AppError(409, INBOX_ERRORS.alreadyDone);
    await markInboxItemDone(tx, kind, id);
    await recordAdminAction(tx, {
      actor: { adminId: admin.id },
      action: 'inbox.done',
      target: { type: kind === 'requests' ? 'ticket_request' : 'feedback', id },
      before: { done: false },
      after: { done: true },
    });
    const [row] = await listInbox(tx, { kind, id }, 1, 0);
    return toItem(kind, row);
  });
}
