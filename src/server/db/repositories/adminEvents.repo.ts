import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../database';
import type { ConcertUpdate, NewConcert } from '../tables/catalogue';
import { CONCERT_COLUMNS } from './concerts.repo';

/** `%text%` for ILIKE, with the caller's own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Events whose name, artist, venue or city holds the text, any case; an empty text matches every event. */
function matching(text: string): Expression<SqlBool> {
  if (text === '') return sql<SqlBool>`true`;
  const like = containing(text);
  return sql<SqlBool>`(c.name ilike ${like} or c.artist ilike ${like} or c.venue ilike ${like} or c.city ilike ${like})`;
}

function adminEvents(db: Db) {
  return db
    .selectFrom('concerts as c')
    .innerJoin('categories as k', 'k.id', 'c.category_id')
    .select([
      ...CONCERT_COLUMNS,
      'k.title as category_title',
      sql<number>`(select count(*)::int from ticket_listings l where l.concert_id = c.id and l.ticket_status = 'LISTED' and l.hidden_at is null)`.as('listed'),
      sql<number>`(select count(*)::int from ticket_listings l where l.concert_id = c.id and l.ticket_status = 'SOLD')`.as('sold'),
      sql<number>`(select count(*)::int from ticket_listings l where l.concert_id = c.id and l.hidden_cause = 'EVENT_CANCELLED')`.as('closed'),
    ]);
}
export type AdminEventRow = Awaited<ReturnType<ReturnType<typeof adminEvents>['executeTakeFirstOrThrow']>>;

/** Upcoming events first, soonest first, then past ones, latest first: what an operator looks after is on top. */
export function findAdminEvents(db: Db, text: string, limit: number, offset: number): Promise<AdminEventRow[]> {
  return adminEvents(db)
    .where(matching(text))
    .orderBy(sql`c.date < now()`)
    .orderBy(sql`case when c.date >= now() then c.date end`, 'asc')
    .orderBy('c.date', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAdminEvents(db: Db, text: string): Promise<number> {
  const row = await db.selectFrom('concerts as c').where(matching(text)).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export function findAdminEvent(db: Db, id: number): Promise<AdminEventRow | undefined> {
  return adminEvents(db).where('c.id', '=', id).executeTakeFirst();
}

/** The event's row, locked until the transaction ends: two operators' changes to one event take turns. */
export function lockConcert(db: Db, id: number) {
  return db.selectFrom('concerts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertConcertRow(db: Db, row: NewConcert): Promise<number> {
  return (await db.insertInto('concerts').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateConcertRow(db: Db, id: number, changes: ConcertUpdate): Promise<void> {
  await db.updateTable('concerts').set(changes).where('id', '=', id).execute();
}

/**
 * Closes every listing of the event not yet sold: those on sale, and those hidden for another cause (a suspended
 * seller's, so that lifting the suspension never puts a cancelled event's tickets back on sale; an operator's, whose
 * reason gives way to the cancellation). Hidden with the cause EVENT_CANCELLED; the figures drop by trigger. Their ids.
 */
export async function closeListingsOfCancelled(db: Db, concertId: number): Promise<number[]> {
  const rows = await db
    .updateTable('ticket_listings')
    .set({ hidden_at: sql<Date>`coalesce(hidden_at, now())`, hidden_cause: 'EVENT_CANCELLED', hidden_reason: null, updated_at: sql<Date>`now()` })
    .where('concert_id', '=', concertId)
    .where('ticket_status', '=', 'LISTED')
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Every event's name and instant: what an import's rows are checked against for duplicates. */
export function allEventKeys(db: Db): Promise<{ name: string; date: Date }[]> {
  return db.selectFrom('concerts').select(['name', 'date']).execute();
}

export async function nextPictureVersion(db: Db, concertId: number): Promise<number> {
  const row = await db.selectFrom('event_pictures').select('version').where('concert_id', '=', concertId).executeTakeFirst();
  return (row?.version ?? 0) + 1;
}

export async function saveEventPicture(db: Db, concertId: number, version: number, large: Buffer, small: Buffer): Promise<void> {
  await db
    .insertInto('event_pictures')
    .values({ concert_id: concertId, version, large, small })
    .onConflict((oc) => oc.column('concert_id').doUpdateSet({ version, large, small, updated_at: sql<Date>`now()` }))
    .execute();
}

export function findEventPicture(db: Db, concertId: number) {
  return db.selectFrom('event_pictures').select(['version', 'large', 'small']).where('concert_id', '=', concertId).executeTakeFirst();
}
