import { sql, type RawBuilder } from 'kysely';
import type { InboxKind, InboxStatus } from '../../../shared/admin/inbox';
import type { FeedbackKind } from '../../../shared/schemas/feedbackSchemas';
import type { Db } from '../database';

const FEEDBACK_KINDS: Record<Exclude<InboxKind, 'requests'>, FeedbackKind> = { suggestions: 'SUGGEST_EVENT', feedback: 'FEEDBACK' };

/** The event page a message was sent from names its event: /events/<slug>/<id> (SPEC §2). */
const EVENT_PAGE = '^/events/[^/?#]+/([0-9]{1,9})(?:[/?#]|$)';

export interface InboxSelection {
  kind: InboxKind;
  status?: InboxStatus;
  id?: number;
}

/** One list's items as rows of the same shape: id, text, page, when, done, who, and the event they name. */
function items({ kind, status, id }: InboxSelection): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (status === 'open') conditions.push(sql`done_at is null`);
  if (status === 'done') conditions.push(sql`done_at is not null`);
  if (id !== undefined) conditions.push(sql`id = ${id}`);
  if (kind === 'requests') {
    return sql`select id, null::text as text, null::text as page, created_at, done_at, user_id, concert_id as event_id
      from manual_ticket_requests where ${sql.join([sql`true`, ...conditions], sql` and `)}`;
  }
  return sql`select f.id, f.text, f.page, f.created_at, f.done_at, f.user_id, c.id as event_id
    from (select * from feedback where ${sql.join([sql`kind = ${FEEDBACK_KINDS[kind]}`, ...conditions], sql` and `)}) f
    left join concerts c on c.id = substring(f.page from ${EVENT_PAGE})::int`;
}

export interface InboxRow {
  id: number;
  text: string | null;
  page: string | null;
  created_at: Date;
  done_at: Date | null;
  user_id: number | null;
  from_email: string | null;
  from_name: string | null;
  event_id: number | null;
  event_name: string | null;
  event_date: Date | null;
  group_total: number;
}

/** Newest first, each event's items together, the groups ordered by their newest item. */
export async function listInbox(db: Db, selection: InboxSelection, limit: number, offset: number): Promise<InboxRow[]> {
  const { rows } = await sql<InboxRow>`
    with grouped as (
      select i.*, max(i.created_at) over (partition by i.event_id) as group_newest, count(*) over (partition by i.event_id)::int as group_total
      from (${items(selection)}) i
    )
    select g.id, g.text, g.page, g.created_at, g.done_at, g.user_id, g.event_id, g.group_total,
      u.email as from_email, u.name as from_name, c.name as event_name, c.date as event_date
    from grouped g
    left join users u on u.id = g.user_id
    left join concerts c on c.id = g.event_id
    order by g.group_newest desc, g.event_id nulls last, g.created_at desc, g.id desc
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

export async function countInbox(db: Db, selection: InboxSelection): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${items(selection)}) i`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Locks the item, if it is in that list; returns whether it is done. */
export async function lockInboxItem(db: Db, kind: InboxKind, id: number): Promise<{ done: boolean } | undefined> {
  const row =
    kind === 'requests'
      ? await db.selectFrom('manual_ticket_requests').select('done_at').where('id', '=', id).forUpdate().executeTakeFirst()
      : await db.selectFrom('feedback').select('done_at').where('id', '=', id).where('kind', '=', FEEDBACK_KINDS[kind]).forUpdate().executeTakeFirst();
  return row === undefined ? undefined : { done: row.done_at !== null };
}

export async function markInboxItemDone(db: Db, kind: InboxKind, id: number): Promise<void> {
  if (kind === 'requests') await db.updateTable('manual_ticket_requests').set({ done_at: sql<Date>`now()` }).where('id', '=', id).execute();
  else await db.updateTable('feedback').set({ done_at: sql<Date>`now()` }).where('id', '=', id).execute();
}
