import type { AdminEvent, AdminEventPage, ImportPreview, ImportResult } from '../../../../shared/admin/events';
import type { Category } from '../../../../shared/entities';
import type { CancelValues, EventValues, PostponeValues } from '../../../../shared/schemas/eventSchemas';
import { apiSlice } from '../../../api/apiSlice';

export interface EventsQuery {
  query: string;
  pageNumber: number;
}

const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

const CHANGED = [{ type: 'AdminEvent' as const, id: 'LIST' }, { type: 'AuditLog' as const, id: 'LIST' }];

/**
 * The Events page's calls (/api/admin/events…, /api/admin/categories), loaded with the console's code only. Every
 * change refreshes the event list and the audit log it wrote to.
 */
export const eventsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminEvent', 'AdminCategory', 'AuditLog'] }).injectEndpoints({
  endpoints: (build) => ({
    searchAdminEvents: build.query<AdminEventPage, EventsQuery>({
      query: ({ query, pageNumber }) => ({ url: '/admin/events', params: { ...(query.trim() !== '' && { query: query.trim() }), pageNumber } }),
      providesTags: [{ type: 'AdminEvent', id: 'LIST' }],
    }),
    createAdminEvent: build.mutation<AdminEvent, EventValues>({
      query: (body) => ({ url: '/admin/events', method: 'POST', body }),
      invalidatesTags: CHANGED,
    }),
    editAdminEvent: build.mutation<AdminEvent, { id: number; values: EventValues }>({
      query: ({ id, values }) => ({ url: `/admin/events/${id}`, method: 'PUT', body: values }),
      invalidatesTags: CHANGED,
    }),
    uploadEventThumbnail: build.mutation<AdminEvent, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `/admin/events/${id}/thumbnail`, method: 'PUT', body: fileBody(file) }),
      invalidatesTags: CHANGED,
    }),
    postponeAdminEvent: build.mutation<AdminEvent, { id: number } & PostponeValues>({
      query: ({ id, date }) => ({ url: `/admin/events/${id}/postpone`, method: 'POST', body: { date } }),
      invalidatesTags: CHANGED,
    }),
    cancelAdminEvent: build.mutation<AdminEvent, { id: number } & CancelValues>({
      query: ({ id, reason }) => ({ url: `/admin/events/${id}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: CHANGED,
    }),
    getAdminCategories: build.query<Category[], void>({
      query: () => ({ url: '/admin/categories' }),
      providesTags: [{ type: 'AdminCategory', id: 'LIST' }],
    }),
    addAdminCategory: build.mutation<Category, string>({
      query: (title) => ({ url: '/admin/categories', method: 'POST', body: { title } }),
      invalidatesTags: [{ type: 'AdminCategory', id: 'LIST' }, { type: 'AuditLog', id: 'LIST' }],
    }),
    previewEventImport: build.mutation<ImportPreview, File>({
      query: (file) => ({ url: '/admin/events/import/preview', method: 'POST', body: fileBody(file) }),
    }),
    importEvents: build.mutation<ImportResult, File>({
      query: (file) => ({ url: '/admin/events/import', method: 'POST', body: fileBody(file) }),
      invalidatesTags: CHANGED,
    }),
  }),
});

export const {
  useSearchAdminEventsQuery,
  useCreateAdminEventMutation,
  useEditAdminEventMutation,
  useUploadEventThumbnailMutation,
  usePostponeAdminEventMutation,
  useCancelAdminEventMutation,
  useGetAdminCategoriesQuery,
  useAddAdminCategoryMutation,
  usePreviewEventImportMutation,
  useImportEventsMutation,
} = eventsApi;
