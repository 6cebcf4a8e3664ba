import type { PagedResponse } from '../entities';
import type { AdminListing } from './listings';
import type { ReportReason, ReportResolution } from './reports';

/** Another report against the same seller, as the queue shows it beside the one being read. */
export interface SellerReport {
  id: number;
  listingId: number;
  reason: ReportReason;
  details: string;
  /** ISO 8601 */
  createdAt: string;
  /** Null while open. */
  resolution: ReportResolution | null;
}

/** The seller's record, so an operator weighs a report against everything else they did. */
export interface SellerHistory {
  listings: number;
  sold: number;
  hidden: number;
  /** Reports against them before this one, resolved or not. */
  earlierReports: number;
}

/** One open report in the queue: the listing, who reported it, and what else is known about the seller. */
export interface QueuedReport {
  id: number;
  reason: ReportReason;
  details: string;
  /** ISO 8601 */
  createdAt: string;
  /** Null once the reporter deleted their account. */
  reporter: { id: number; email: string; name: string | null } | null;
  listing: AdminListing;
  /** Null when the listing has no seller any more (a sold listing of a deleted account). */
  sellerHistory: SellerHistory | null;
  /** The other reports against the seller's listings, newest first (at most MAX_OTHER_REPORTS). */
  otherReports: SellerReport[];
}

export const MAX_OTHER_REPORTS = 10;

export type ReportQueuePage = PagedResponse<QueuedReport>;

/** A resolved report, as the resolve route answers. */
export interface ResolvedReport {
  id: number;
  resolution: ReportResolution;
  note: string;
  /** ISO 8601 */
  resolvedAt: string;
}

export const REPORT_QUEUE_ERRORS = {
  notFound: 'No report with that id',
  alreadyResolved: 'This report is already resolved',
  listingGone: 'The listing is already off the marketplace: dismiss the report instead',
  noSeller: 'This listing has no seller any more: dismiss the report instead',
} as const;
