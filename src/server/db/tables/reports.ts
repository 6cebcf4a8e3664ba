import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ReportReason, ReportResolution } from '../../../shared/admin/reports';
import type { CreatedAt } from './accounts';

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A buyer's report against a listing (issue 20); open while resolved_at is null. */
export interface ListingReportTable {
  id: Generated<number>;
  listing_id: number;
  /** Null once the reporter deleted their account: the report stays for the seller's history. */
  reporter_id: number | null;
  reason: ReportReason;
  /** The reporter's words, up to 1,000 characters; empty when they wrote none. */
  details: Generated<string>;
  created_at: CreatedAt;
  resolved_at: NullableTime;
  resolution: ReportResolution | null;
  /** The operator's note when resolving (who resolved it is in the audit log). */
  resolution_note: string | null;
}
export type ListingReportRow = Selectable<ListingReportTable>;
export type NewListingReport = Insertable<ListingReportTable>;
