import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../database';

/** `%text%` for LIKE, with the caller's own % and _ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Accounts whose e-mail or name holds the text (any case), or whose phone number holds its digits (three or
 * more, so "+91 98765" finds +919876543210). An empty text matches everyone.
 */
function matching(text: string): Expression<SqlBool> {
  if (text === '') return sql<SqlBool>`true`;
  const digits = text.replace(/\D/g, '');
  const conditions = [sql`u.email like ${containing(text.toLowerCase())}`, sql`u.name ilike ${containing(text)}`];
  if (digits.length >= 3) conditions.push(sql`regexp_replace(coalesce(u.phone_number, ''), '\\D', '', 'g') like ${containing(digits)}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

function people(db: Db) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.phone_number',
      'u.role',
      'u.created_at',
      'u.suspended_at',
      'u.suspension_reason',
      sql<number>`(select count(*)::int from ticket_listings l where l.seller_id = u.id and l.ticket_status = 'LISTED' and l.hidden_at is null)`.as('listed'),
      sql<number>`(select count(*)::int from ticket_listings l where l.seller_id = u.id and l.ticket_status = 'LISTED' and l.hidden_at is not null)`.as('hidden'),
      sql<number>`(select count(*)::int from ticket_listings l where l.seller_id = u.id and l.ticket_status = 'SOLD')`.as('sold'),
    ]);
}
export type AdminUserRow = Awaited<ReturnType<ReturnType<typeof people>['executeTakeFirstOrThrow']>>;

/** An exact e-mail first, then the newest accounts. */
export function findPeople(db: Db, text: string, limit: number, offset: number): Promise<AdminUserRow[]> {
  return people(db)
    .where(matching(text))
    .orderBy(sql`u.email = ${text.toLowerCase()}`, 'desc')
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPeople(db: Db, text: string): Promise<number> {
  const row = await db.selectFrom('users as u').where(matching(text)).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export function findPerson(db: Db, id: number): Promise<AdminUserRow | undefined> {
  return people(db).where('u.id', '=', id).executeTakeFirst();
}

/** Takes the seller's LISTED listings off the marketplace; returns their ids. */
export async function hideListingsOfSuspended(db: Db, sellerId: number): Promise<number[]> {
  const rows = await db
    .updateTable('ticket_listings')
    .set({ hidden_at: sql<Date>`now()`, hidden_cause: 'SELLER_SUSPENDED', updated_at: sql<Date>`now()` })
    .where('seller_id', '=', sellerId)
    .where('ticket_status', '=', 'LISTED')
    .where('hidden_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Shows again what the seller's suspension hid, and nothing hidden for another cause; returns their ids. */
export async function showListingsOfRestored(db: Db, sellerId: number): Promise<number[]> {
  const rows = await db
    .updateTable('ticket_listings')
    .set({ hidden_at: null, hidden_cause: null, updated_at: sql<Date>`now()` })
    .where('seller_id', '=', sellerId)
    .where('hidden_cause', '=', 'SELLER_SUSPENDED')
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
