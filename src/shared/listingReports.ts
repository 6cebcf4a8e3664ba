import type { ReportReason } from './admin/reports';

/** What the reporter is given back: their report, as it was received. */
export interface ListingReportReceipt {
  id: number;
  listingId: number;
  reason: ReportReason;
  details: string;
  /** ISO 8601 */
  createdAt: string;
}

export const MAX_REPORT_DETAILS = 1000;

export const LISTING_REPORT_ERRORS = {
  ownListing: 'You cannot report your own listing',
} as const;
