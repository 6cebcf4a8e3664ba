import { object, string, type InferType } from 'yup';
import { REPORT_REASONS, REPORT_RESOLUTIONS, type ReportReason, type ReportResolution } from '../admin/reports';
import { MAX_REPORT_DETAILS } from '../listingReports';
import { MAX_SUSPENSION_REASON } from '../suspension';

export const HIDE_REASON_REQUIRED = 'Please say why the listing is hidden: the seller is shown it';
export const HIDE_REASON_TOO_LONG = `Please keep the reason to ${MAX_SUSPENSION_REASON} characters or fewer`;
export const REPORT_REASON_REQUIRED = 'Please choose what is wrong with the listing';
export const REPORT_DETAILS_TOO_LONG = `Please keep it to ${MAX_REPORT_DETAILS.toLocaleString('en-IN')} characters or fewer`;
export const RESOLUTION_REQUIRED = 'Please choose how the report is resolved';
export const NOTE_REQUIRED = 'Please write a note on how the report was resolved';
export const NOTE_TOO_LONG = `Please keep the note to ${MAX_SUSPENSION_REASON} characters or fewer`;

/** POST /admin/listings/{id}/hide: the reason, shown to the seller and kept in the audit log. */
export const hideListingSchema = object({
  reason: string().trim().required(HIDE_REASON_REQUIRED).max(MAX_SUSPENSION_REASON, HIDE_REASON_TOO_LONG),
});
export type HideListingValues = InferType<typeof hideListingSchema>;

/** POST /ticketListing/{id}/report: the "Report listing" dialog. */
export const reportListingSchema = object({
  reason: string<ReportReason>().required(REPORT_REASON_REQUIRED).oneOf(REPORT_REASONS, REPORT_REASON_REQUIRED),
  details: string().trim().max(MAX_REPORT_DETAILS, REPORT_DETAILS_TOO_LONG).default(''),
});
export type ReportListingValues = InferType<typeof reportListingSchema>;

/** POST /admin/reports/{id}/resolve: how, always with a note. */
export const resolveReportSchema = object({
  resolution: string<ReportResolution>().required(RESOLUTION_REQUIRED).oneOf(REPORT_RESOLUTIONS, RESOLUTION_REQUIRED),
  note: string().trim().required(NOTE_REQUIRED).max(MAX_SUSPENSION_REASON, NOTE_TOO_LONG),
});
export type ResolveReportValues = InferType<typeof resolveReportSchema>;
