/** Stand-in for features/listings/reportListingLoader in tests: the same dialog, imported eagerly. */
import { ReportListingDialog } from '../features/listings/ReportListingDialog';

export const loadReportListingDialog = () => Promise.resolve({ ReportListingDialog });
export const LazyReportListingDialog = ReportListingDialog;
