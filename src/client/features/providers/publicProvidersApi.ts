import type { PublicProvider } from '../../../shared/providerDefinition';
import { apiSlice } from '../../api/apiSlice';

/** GET /api/providers: every ticketing provider (enabled or not) and what sellers and buyers are told about it. */
export const publicProvidersApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Provider'] }).injectEndpoints({
  endpoints: (build) => ({
    getProviders: build.query<PublicProvider[], void>({
      query: () => ({ url: '/providers' }),
      transformResponse: (body: { providers: PublicProvider[] }) => body.providers,
      providesTags: [{ type: 'Provider', id: 'LIST' }],
    }),
  }),
});

export const { useGetProvidersQuery } = publicProvidersApi;
