import type { ProviderDefinition, ProviderDetail, ProviderSample, ProviderSaved, ProviderSummary, TryResult } from '../../../../shared/providerDefinition';
import { apiSlice } from '../../../api/apiSlice';

/** A definition and an e-mail as the server takes them together: the definition as JSON, the .eml as a file. */
function tryBody(definition: ProviderDefinition, file: File): FormData {
  const body = new FormData();
  body.append('definition', JSON.stringify(definition));
  body.append('file', file);
  return body;
}

function sampleBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

const LIST = { type: 'AdminProvider' as const, id: 'LIST' };
/** What the event form, the wizard and the meet-up guide read (GET /api/providers). */
const PUBLIC = { type: 'Provider' as const, id: 'LIST' };
const AUDIT = { type: 'AuditLog' as const, id: 'LIST' };
const one = (slug: string) => ({ type: 'AdminProvider' as const, id: slug });

/**
 * The Providers page's calls (/api/admin/providers…), loaded with the console's code only. A change refreshes the
 * list, the provider's own page and the audit log it wrote to; the wizard's public list follows the enabled ones.
 */
export const providersApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminProvider', 'Provider', 'AuditLog'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminProviders: build.query<ProviderSummary[], void>({
      query: () => ({ url: '/admin/providers' }),
      transformResponse: (body: { providers: ProviderSummary[] }) => body.providers,
      providesTags: [LIST],
    }),
    getAdminProvider: build.query<ProviderDetail, string>({
      query: (slug) => ({ url: `/admin/providers/${encodeURIComponent(slug)}` }),
      providesTags: (_result, _error, slug) => [one(slug)],
    }),
    createProvider: build.mutation<ProviderSummary, ProviderDefinition>({
      query: (body) => ({ url: '/admin/providers', method: 'POST', body }),
      invalidatesTags: [LIST, PUBLIC, AUDIT],
    }),
    saveProviderVersion: build.mutation<ProviderSaved, ProviderDefinition>({
      query: (definition) => ({ url: `/admin/providers/${encodeURIComponent(definition.slug)}`, method: 'PUT', body: definition }),
      invalidatesTags: (_result, _error, { slug }) => [LIST, PUBLIC, one(slug), AUDIT],
    }),
    setProviderEnabled: build.mutation<ProviderSummary, { slug: string; enabled: boolean }>({
      query: ({ slug, enabled }) => ({ url: `/admin/providers/${encodeURIComponent(slug)}/enabled`, method: 'POST', body: { enabled } }),
      invalidatesTags: (_result, _error, { slug }) => [LIST, PUBLIC, one(slug), AUDIT],
    }),
    tryProvider: build.mutation<TryResult, { definition: ProviderDefinition; file: File }>({
      query: ({ definition, file }) => ({ url: '/admin/providers/try', method: 'POST', body: tryBody(definition, file) }),
    }),
    keepProviderSample: build.mutation<ProviderSample, { slug: string; file: File }>({
      query: ({ slug, file }) => ({ url: `/admin/providers/${encodeURIComponent(slug)}/samples`, method: 'POST', body: sampleBody(file) }),
      invalidatesTags: (_result, _error, { slug }) => [LIST, one(slug), AUDIT],
    }),
  }),
});

export const {
  useGetAdminProvidersQuery,
  useGetAdminProviderQuery,
  useCreateProviderMutation,
  useSaveProviderVersionMutation,
  useSetProviderEnabledMutation,
  useTryProviderMutation,
  useKeepProviderSampleMutation,
} = providersApi;
