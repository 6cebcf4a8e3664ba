import { sql } from 'kysely';
import type { DashboardSeries, VerificationRefusalReason } from '../../../shared/admin/dashboard';
import type { Db } from '../database';

/** India day number of a timestamp column: days since 1970-01-01 in Asia/Kolkata (UTC+05:30 all year, no tz data needed). */
const kolkataDay = (column: string) => sql<number>`floor((extract(epoch from ${sql.ref(column)}) + 19800) / 86400)::int`;

export interface DailyCount {
  series: DashboardSeries;
  /** India day number (see kolkataDayNumber). */
  day: number;
  count: number;
}

/**
 * Each series' count per India day in [start, end), days with nothing left out. Each part is a range over an
 * index of its time column (migration 20261203_3001), grouped by day.
 */
export async function dailyCounts(db: Db, start: Date, end: Date): Promise<DailyCount[]> {
  const { rows } = await sql<DailyCount>`
    select 'newListings' as series, ${kolkataDay('created_at')} as day, count(*)::int as count
      from ticket_listings where created_at >= ${start} and created_at < ${end} group by 2
    union all
    select 'salesMarked', ${kolkataDay('sold_at')}, count(*)::int
      from ticket_listings where sold_at >= ${start} and sold_at < ${end} group by 2
    union all
    select 'newReports', ${kolkataDay('created_at')}, count(*)::int
      from listing_reports where created_at >= ${start} and created_at < ${end} group by 2
    union all
    select case when passed then 'verificationsPassed' else 'verificationsRefused' end, ${kolkataDay('finished_at')}, count(*)::int
      from verification_results where finished_at >= ${start} and finished_at < ${end} group by 1, 2`.execute(db);
  return rows;
}

/** Refused verifications in [start, end) by reason, most first. */
export async function refusalsByReason(db: Db, start: Date, end: Date): Promise<{ reason: VerificationRefusalReason; count: number }[]> {
  return db
    .selectFrom('verification_results')
    .select(['refusal_reason as reason', sql<number>`count(*)::int`.as('count')])
    .where('passed', '=', false)
    .where('finished_at', '>=', start)
    .where('finished_at', '<', end)
    .groupBy('refusal_reason')
    .orderBy('count', 'desc')
    .orderBy('refusal_reason')
    .$narrowType<{ reason: VerificationRefusalReason }>()
    .execute();
}

/** Reports not yet resolved (the partial index listing_reports_open holds exactly these). */
export async function countOpenReports(db: Db): Promise<number> {
  const row = await db.selectFrom('listing_reports').select(sql<number>`count(*)::int`.as('count')).where('resolved_at', 'is', null).executeTakeFirstOrThrow();
  return row.count;
}
