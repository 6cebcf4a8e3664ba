import type { Kysely } from 'kysely';
import { ADMIN_LISTING_ERRORS } from '../../../shared/admin/listings';
import { MAX_OTHER_REPORTS, REPORT_QUEUE_ERRORS, type QueuedReport, type ReportQueuePage, type ResolvedReport } from '../../../shared/admin/reportQueue';
import type { User } from '../../../shared/entities';
import type { ResolveReportValues } from '../../../shared/schemas/moderationSchemas';
import type { Database, Db } from '../../db/database';
import { findAdminListingsByIds } from '../../db/repositories/adminListings.repo';
import {
  countOpenReports,
  findOpenReports,
  lockReport,
  markReportResolved,
  otherReportsAgainst,
  sellerHistoryOf,
  type OpenReportRow,
} from '../../db/repositories/listingReports.repo';
import { findListingSeller, lockListing } from '../../db/repositories/listings.repo';
import { AppError } from '../../http/AppError';
import { recordAdminAction } from '../auditLog.service';
import { pagedResponse, pageOffset, type PageAt } from '../pagedResponse';
import { suspendInTransaction } from '../people.service';
import { hideInTransaction, toAdminListing } from './adminListings.service';

async function queued(db: Db, report: OpenReportRow, listing: QueuedReport['listing']): Promise<QueuedReport> {
  const sellerId = listing.seller?.id;
  const [history, others] =
    sellerId === undefined
      ? [null, []]
      : await Promise.all([sellerHistoryOf(db, sellerId, report.created_at), otherReportsAgainst(db, sellerId, report.id, MAX_OTHER_REPORTS)]);
  return {
    id: report.id,
    reason: report.reason,
    details: report.details,
    createdAt: report.created_at.toISOString(),
    reporter: report.reporter_id === null || report.reporter_email === null ? null : { id: report.reporter_id, email: report.reporter_email, name: report.reporter_name },
    listing,
    sellerHistory: history === null ? null : { listings: history.listings, sold: history.sold, hidden: history.hidden, earlierReports: history.earlier_reports },
    otherReports: others.map((other) => ({
      id: other.id,
      listingId: other.listing_id,
      reason: other.reason,
      details: other.details,
      createdAt: other.created_at.toISOString(),
      resolution: other.resolution,
    })),
  };
}

/** GET /api/admin/reports: the open reports, oldest first, each with its listing and the seller's record. */
export async function reportQueue(db: Db, page: PageAt): Promise<ReportQueuePage> {
  const [reports, total] = await Promise.all([findOpenReports(db, page.pageSize, pageOffset(page)), countOpenReports(db)]);
  const listings = new Map((await findAdminListingsByIds(db, [...new Set(reports.map((r) => r.listing_id))])).map((row) => [row.id, toAdminListing(row)]));
  const content = await Promise.all(reports.flatMap((report) => {
    const listing = listings.get(report.listing_id);
    return listing === undefined ? [] : [queued(db, report, listing)];
  }));
  return pagedResponse(content, total, page);
}

/**
 * Resolves an open report, in one transaction with the report locked: dismissed, or the listing hidden (the note
 * is the reason its seller is shown), or the seller suspended (the note is the suspension's reason). Each change is
 * audited as the Listings and People pages audit it, and the resolution as `report.resolve`.
 */
export function resolveReport(db: Kysely<Database>, admin: User, id: number, values: ResolveReportValues): Promise<ResolvedReport> {
  return db.transaction().execute(async (tx) => {
    const report = await lockReport(tx, id);
    if (report === undefined) throw new AppError(404, REPORT_QUEUE_ERRORS.notFound);
    if (report.resolved_at !== null) throw new AppError(409, REPORT_QUEUE_ERRORS.alreadyResolved);
    if (values.resolution === 'LISTING_HIDDEN') {
      const listing = await lockListing(tx, report.listing_id);
      if (listing === undefined) throw new AppError(404, ADMIN_LISTING_ERRORS.notFound);
      if (listing.hidden_at !== null) throw new AppError(409, REPORT_QUEUE_ERRORS.listingGone);
      await hideInTransaction(tx, admin, report.listing_id, values.note);
    } else if (values.resolution === 'SELLER_SUSPENDED') {
      // Not the listing's lock: the suspension locks the seller, then their listings, and this takes the same order.
      const seller = await findListingSeller(tx, report.listing_id);
      if (seller === undefined) throw new AppError(404, ADMIN_LISTING_ERRORS.notFound);
      if (seller === null) throw new AppError(409, REPORT_QUEUE_ERRORS.noSeller);
      await suspendInTransaction(tx, admin, seller, values.note);
    }
    const resolved = await markReportResolved(tx, id, values.resolution, values.note);
    await recordAdminAction(tx, {
      actor: { adminId: admin.id },
      action: 'report.resolve',
      target: { type: 'report', id },
      before: { resolution: null },
      after: { resolution: values.resolution, note: values.note, listingId: report.listing_id },
    });
    return { id, resolution: values.resolution, note: values.note, resolvedAt: (resolved.resolved_at ?? new Date()).toISOString() };
  });
}
