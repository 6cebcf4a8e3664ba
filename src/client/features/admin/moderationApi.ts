import type { AdminListing, AdminListingPage, RelistingAllowed } from '../../../shared/admin/listings';
import type { ReportQueuePage, ResolvedReport } from '../../../shared/admin/reportQueue';
import type { ResolveReportValues } from '../../../shared/schemas/moderationSchemas';
import { adminApi } from './adminApi';

export interface AdminListingsQuery {
  query: string;
  state: 'visible' | 'hidden' | '';
  pageNumber: number;
}

/** Every change here moves listings, reports, perhaps an account, and the audit log. */
const CHANGED = [
  { type: 'AdminListing', id: 'LIST' },
  { type: 'ListingReport', id: 'LIST' },
  { type: 'AdminUser', id: 'LIST' },
  { type: 'AuditLog', id: 'LIST' },
] as const;

/** The Listings page's and the Reports queue's calls, with the console's code only (as adminApi.ts). */
export const moderationApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminListing', 'ListingReport'] }).injectEndpoints({
  endpoints: (build) => ({
    searchListings: build.query<AdminListingPage, AdminListingsQuery>({
      query: ({ query, state, pageNumber }) => ({
        url: '/admin/listings',
        params: { pageNumber, ...(query.trim() === '' ? {} : { query: query.trim() }), ...(state === '' ? {} : { state }) },
      }),
      providesTags: [{ type: 'AdminListing', id: 'LIST' }],
    }),
    hideListing: build.mutation<AdminListing, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/listings/${id}/hide`, method: 'POST', body: { reason } }),
      invalidatesTags: [...CHANGED],
    }),
    restoreListing: build.mutation<AdminListing, number>({
      query: (id) => ({ url: `/admin/listings/${id}/restore`, method: 'POST' }),
      invalidatesTags: [...CHANGED],
    }),
    allowRelisting: build.mutation<RelistingAllowed, number>({
      query: (id) => ({ url: `/admin/deleted-listings/${id}/allow-relisting`, method: 'POST' }),
      invalidatesTags: [{ type: 'AuditLog', id: 'LIST' }],
    }),
    getReportQueue: build.query<ReportQueuePage, number>({
      query: (pageNumber) => ({ url: '/admin/reports', params: { pageNumber } }),
      providesTags: [{ type: 'ListingReport', id: 'LIST' }],
    }),
    resolveReport: build.mutation<ResolvedReport, { id: number } & ResolveReportValues>({
      query: ({ id, ...body }) => ({ url: `/admin/reports/${id}/resolve`, method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const {
  useSearchListingsQuery,
  useHideListingMutation,
  useRestoreListingMutation,
  useAllowRelistingMutation,
  useGetReportQueueQuery,
  useResolveReportMutation,
} = moderationApi;
