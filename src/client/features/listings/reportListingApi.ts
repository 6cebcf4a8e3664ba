import type { ListingReportReceipt } from '../../../shared/listingReports';
import type { ReportListingValues } from '../../../shared/schemas/moderationSchemas';
import { apiSlice } from '../../api/apiSlice';

/** The report's call, added with the dialog's code (loaded on the first click), never in the event page's download. */
export const reportListingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    reportListing: build.mutation<ListingReportReceipt, { listingId: number } & ReportListingValues>({
      query: ({ listingId, ...body }) => ({ url: `/ticketListing/${listingId}/report`, method: 'POST', body }),
    }),
  }),
});

export const { useReportListingMutation } = reportListingApi;
