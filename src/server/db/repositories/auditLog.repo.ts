import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../database';
import type { NewAuditLogEntry } from '../tables/auditLog';

export async function insertAuditEntry(db: Db, entry: NewAuditLogEntry): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** What the log may be narrowed to; each given one must hold. */
export interface AuditQuery {
  actorEmail?: string;
  action?: string;
  targetType?: string;
  targetId?: number;
  /** Instants: start included, end not. */
  start?: Date;
  end?: Date;
}

function matching(query: AuditQuery): Expression<SqlBool> {
  const conditions = [sql`true`];
  if (query.actorEmail !== undefined) conditions.push(sql`actor.email = ${query.actorEmail}`);
  if (query.action !== undefined) conditions.push(sql`a.action = ${query.action}`);
  if (query.targetType !== undefined) conditions.push(sql`a.target_type = ${query.targetType}`);
  if (query.targetId !== undefined) conditions.push(sql`a.target_id = ${query.targetId}`);
  if (query.start !== undefined) conditions.push(sql`a.created_at >= ${query.start}`);
  if (query.end !== undefined) conditions.push(sql`a.created_at < ${query.end}`);
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

function entries(db: Db) {
  return (
    db
      .selectFrom('audit_log as a')
      .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
      // A person named as the target is shown by their e-mail while their account exists.
      .leftJoin('users as person', (join) => join.onRef('person.id', '=', 'a.target_id').on('a.target_type', '=', 'user'))
  );
}

/** Newest first; the id breaks ties between entries of one instant. */
export function listAuditEntries(db: Db, query: AuditQuery, limit: number, offset: number) {
  return entries(db)
    .where(matching(query))
    .select([
      'a.id',
      'a.created_at',
      'a.source',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.before',
      'a.after',
      'actor.id as actor_id',
      'actor.email as actor_email',
      'actor.name as actor_name',
      'person.email as target_email',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

export async function countAuditEntries(db: Db, query: AuditQuery): Promise<number> {
  const row = await entries(db).where(matching(query)).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}
