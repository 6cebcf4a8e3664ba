import type { AuditFilters, AuditPage } from '../../../shared/admin/audit';
import type { Dashboard } from '../../../shared/admin/dashboard';
import type { InboxItem, InboxKind, InboxPage, InboxStatus } from '../../../shared/admin/inbox';
import type { AdminUser, AdminUserPage } from '../../../shared/admin/people';
import { apiSlice } from '../../api/apiSlice';

export interface PeopleQuery {
  query: string;
  pageNumber: number;
}

export interface InboxQuery {
  kind: InboxKind;
  status: InboxStatus;
  pageNumber: number;
}

export interface AuditQuery extends AuditFilters {
  pageNumber: number;
}

/** Leaves out the filters the form left empty, so the query string carries only what narrows the list. */
function given<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

/**
 * The operations console's calls (/api/admin/…). This file loads with the console's code only, so a fan's
 * browser never has these endpoints. Each change invalidates the lists it changes and the audit log it writes.
 */
export const adminApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminUser', 'Inbox', 'AuditLog', 'Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    searchPeople: build.query<AdminUserPage, PeopleQuery>({
      query: ({ query, pageNumber }) => ({ url: '/admin/users', params: given({ query: query.trim(), pageNumber }) }),
      providesTags: [{ type: 'AdminUser', id: 'LIST' }],
    }),
    suspendAccount: build.mutation<AdminUser, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/users/${id}/suspend`, method: 'POST', body: { reason } }),
      invalidatesTags: [{ type: 'AdminUser', id: 'LIST' }, { type: 'AuditLog', id: 'LIST' }],
    }),
    restoreAccount: build.mutation<AdminUser, number>({
      query: (id) => ({ url: `/admin/users/${id}/restore`, method: 'POST' }),
      invalidatesTags: [{ type: 'AdminUser', id: 'LIST' }, { type: 'AuditLog', id: 'LIST' }],
    }),
    getInbox: build.query<InboxPage, InboxQuery>({
      query: (params) => ({ url: '/admin/inbox', params: { ...params } }),
      providesTags: (_result, _error, { kind }) => [{ type: 'Inbox', id: kind }],
    }),
    markInboxItemDone: build.mutation<InboxItem, { kind: InboxKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/admin/inbox/${kind}/${id}/done`, method: 'POST' }),
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'Inbox', id: kind }, { type: 'AuditLog', id: 'LIST' }],
    }),
    getAuditLog: build.query<AuditPage, AuditQuery>({
      query: (filters) => ({ url: '/admin/audit', params: given(filters) }),
      providesTags: [{ type: 'AuditLog', id: 'LIST' }],
    }),
    getDashboard: build.query<Dashboard, void>({
      query: () => ({ url: '/admin/dashboard' }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const {
  useSearchPeopleQuery,
  useSuspendAccountMutation,
  useRestoreAccountMutation,
  useGetInboxQuery,
  useMarkInboxItemDoneMutation,
  useGetAuditLogQuery,
  useGetDashboardQuery,
} = adminApi;
