import type { Kysely } from 'kysely';
import type { User } from '../../../shared/entities';
import { LISTING_REPORT_ERRORS, type ListingReportReceipt } from '../../../shared/listingReports';
import type { ReportListingValues } from '../../../shared/schemas/moderationSchemas';
import type { Database } from '../../db/database';
import { findOpenReport, insertOpenReport } from '../../db/repositories/listingReports.repo';
import type { ListingReportRow } from '../../db/tables/reports';
import { AppError } from '../../http/AppError';
import { LISTING_NOT_FOUND } from '../listings.service';

function receipt(row: ListingReportRow): ListingReportReceipt {
  return { id: row.id, listingId: row.listing_id, reason: row.reason, details: row.details, createdAt: row.created_at.toISOString() };
}

/**
 * A buyer's report. Only of a listing buyers can see (a hidden or unknown one is 404, as its read is), never of
 * one's own. A second report while the first is open changes nothing: the answer is the open one (200), so a
 * repeated click or a retried request is not a second report.
 */
export async function reportListing(
  db: Kysely<Database>,
  reporter: User,
  listingId: number,
  values: ReportListingValues,
): Promise<{ created: boolean; report: ListingReportReceipt }> {
  return db.transaction().execute(async (tx) => {
    // KEY SHARE: the listing is not deleted under the new report; its seller may still edit it.
    const listing = await tx.selectFrom('ticket_listings').select(['seller_id', 'hidden_at']).where('id', '=', listingId).forKeyShare().executeTakeFirst();
    if (listing === undefined || listing.hidden_at !== null) throw new AppError(404, LISTING_NOT_FOUND);
    if (listing.seller_id === reporter.id) throw new AppError(403, LISTING_REPORT_ERRORS.ownListing);
    const added = await insertOpenReport(tx, { listing_id: listingId, reporter_id: reporter.id, reason: values.reason, details: values.details ?? '' });
    if (added !== undefined) return { created: true, report: receipt(added) };
    const open = await findOpenReport(tx, listingId, reporter.id);
    if (open === undefined) throw new Error('the open report that refused the new one is gone');
    return { created: false, report: receipt(open) };
  });
}
