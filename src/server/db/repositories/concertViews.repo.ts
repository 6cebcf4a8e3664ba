import { sql } from 'kysely';
import type { Db } from '../database';
import { concertCards, concertWhere, type ConcertCardRow, type Window } from './concerts.repo';

/**
 * Moves the event to the top of the user's recently viewed list (one row per user and event, kept beyond
 * the 20 the list shows because each counts towards interest). Does nothing for an event that does not exist:
 * false then.
 */
export async function recordView(db: Db, userId: number, concertId: number): Promise<boolean> {
  const result = await db
    .insertInto('concert_views')
    .columns(['user_id', 'concert_id'])
    .expression(db.selectFrom('concerts').select([sql<number>`${userId}::int`.as('user_id'), 'id']).where('id', '=', concertId))
    .onConflict((oc) => oc.columns(['user_id', 'concert_id']).doUpdateSet({ viewed_at: sql`now()` }))
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** The user's most recently viewed events, newest first (the concert_views_user_recent index). */
export function listRecentlyViewed(db: Db, userId: number, limit: number): Promise<ConcertCardRow[]> {
  return concertCards(db)
    .innerJoin('concert_views as v', 'v.concert_id', 'c.id')
    .where('v.user_id', '=', userId)
    .orderBy('v.viewed_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

export interface Tastes {
  categoryIds: number[];
  cities: string[];
}

/** The categories and cities of the user's recent views: what the likely list looks for. */
export async function recentTastes(db: Db, userId: number, recent: number): Promise<Tastes> {
  const rows = await db
    .selectFrom('concert_views as v')
    .innerJoin('concerts as c', 'c.id', 'v.concert_id')
    .select(['c.category_id', 'c.city'])
    .where('v.user_id', '=', userId)
    .orderBy('v.viewed_at', 'desc')
    .limit(recent)
    .execute();
  return { categoryIds: [...new Set(rows.map((r) => r.category_id))], cities: [...new Set(rows.map((r) => r.city))] };
}

export interface LikelyScope {
  userId: number | null;
  tastes: Tastes | null;
}

/** Upcoming events like the ones the user viewed that they have not opened yet, or else any with tickets. */
function likelyWhere(scope: LikelyScope) {
  const parts = [concertWhere({ when: 'upcoming' })];
  if (scope.tastes !== null) {
    parts.push(sql`(c.category_id = any(${scope.tastes.categoryIds}::int[]) or c.city = any(${scope.tastes.cities}::text[]))`);
  } else {
    parts.push(sql`exists (select 1 from concert_stats t where t.concert_id = c.id and t.tickets_listed > 0)`);
  }
  if (scope.userId !== null) {
    parts.push(sql`not exists (select 1 from concert_views w where w.user_id = ${scope.userId} and w.concert_id = c.id)`);
  }
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** Soonest first, so the list walks the date index and stops after one page. */
export function listLikelyConcerts(db: Db, scope: LikelyScope, window: Window): Promise<ConcertCardRow[]> {
  return concertCards(db)
    .where(likelyWhere(scope))
    .orderBy('c.date')
    .orderBy('c.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countLikelyConcertsUpTo(db: Db, scope: LikelyScope, cap: number): Promise<number> {
  const row = await db
    .selectFrom((eb) => eb.selectFrom('concerts as c').select(sql`1`.as('one')).where(likelyWhere(scope)).orderBy('c.date').limit(cap).as('hits'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
