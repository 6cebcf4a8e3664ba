import { sql } from 'kysely';
import type { ReportResolution } from '../../../shared/admin/reports';
import type { Db } from '../database';
import type { ListingReportRow, NewListingReport } from '../tables/reports';

/** The new report, or undefined when the reporter already has one open on this listing (the partial unique index). */
export function insertOpenReport(db: Db, report: NewListingReport & { reporter_id: number }): Promise<ListingReportRow | undefined> {
  return db
    .insertInto('listing_reports')
    .values(report)
    .onConflict((oc) => oc.columns(['listing_id', 'reporter_id']).where('resolved_at', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findOpenReport(db: Db, listingId: number, reporterId: number): Promise<ListingReportRow | undefined> {
  return db
    .selectFrom('listing_reports')
    .selectAll()
    .where('listing_id', '=', listingId)
    .where('reporter_id', '=', reporterId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
}

/** The report, locked until the transaction ends, so two operators cannot resolve it twice. */
export function lockReport(db: Db, id: number): Promise<ListingReportRow | undefined> {
  return db.selectFrom('listing_reports').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function markReportResolved(db: Db, id: number, resolution: ReportResolution, note: string): Promise<ListingReportRow> {
  return db
    .updateTable('listing_reports')
    .set({ resolved_at: sql<Date>`now()`, resolution, resolution_note: note })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

function openReports(db: Db) {
  return db
    .selectFrom('listing_reports as r')
    .leftJoin('users as u', 'u.id', 'r.reporter_id')
    .select(['r.id', 'r.listing_id', 'r.reason', 'r.details', 'r.created_at', 'r.reporter_id', 'u.email as reporter_email', 'u.name as reporter_name'])
    .where('r.resolved_at', 'is', null);
}
export type OpenReportRow = Awaited<ReturnType<ReturnType<typeof openReports>['executeTakeFirstOrThrow']>>;

/** The queue: oldest first, so what waited longest is read first. */
export function findOpenReports(db: Db, limit: number, offset: number): Promise<OpenReportRow[]> {
  return openReports(db).orderBy('r.created_at', 'asc').orderBy('r.id', 'asc').limit(limit).offset(offset).execute();
}

export async function countOpenReports(db: Db): Promise<number> {
  const row = await db.selectFrom('listing_reports').where('resolved_at', 'is', null).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** The seller's listings counted, and the reports against them made before `before`. */
export function sellerHistoryOf(db: Db, sellerId: number, before: Date) {
  return db
    .selectNoFrom([
      sql<number>`(select count(*)::int from ticket_listings l where l.seller_id = ${sellerId})`.as('listings'),
      sql<number>`(select count(*)::int from ticket_listings l where l.seller_id = ${sellerId} and l.ticket_status = 'SOLD')`.as('sold'),
      sql<number>`(select count(*)::int from ticket_listings l where l.seller_id = ${sellerId} and l.hidden_at is not null)`.as('hidden'),
      sql<number>`(select count(*)::int from listing_reports r join ticket_listings l on l.id = r.listing_id
        where l.seller_id = ${sellerId} and r.created_at < ${before})`.as('earlier_reports'),
    ])
    .executeTakeFirstOrThrow();
}

/** Every other report against the seller's listings, newest first. */
export function otherReportsAgainst(db: Db, sellerId: number, reportId: number, limit: number) {
  return db
    .selectFrom('listing_reports as r')
    .innerJoin('ticket_listings as l', 'l.id', 'r.listing_id')
    .select(['r.id', 'r.listing_id', 'r.reason', 'r.details', 'r.created_at', 'r.resolution'])
    .where('l.seller_id', '=', sellerId)
    .where('r.id', '<>', reportId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}
