import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { isServerRender } from '../ssr/isServerRender';
import { createBaseQuery } from './baseQuery';
import { extractServerState } from './serverState';

/**
 * Every cache tag a fan's pages use, declared up front; features add endpoints with `injectEndpoints`. The
 * operations console adds its own tags with its code (features/admin/adminApi.ts), so none of it is in a fan's download.
 */
export const TAG_TYPES = [
  'User',
  'Session',
  'Concert',
  'Category',
  'Listing',
  'MyListing',
  'Statistics',
  'RecentlyViewed',
  'Popular',
  'Subscription',
  'TicketRequest',
  'SenderAddress',
] as const;

// On the server, queries start while rendering (there are no effects), so a render can find out what a page reads.
const createAppApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: isServerRender }),
);

export const apiSlice = createAppApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  // RTK takes only queries, mutations and provided from it; the typing asks for the whole cache state.
  extractRehydrationInfo: (action) => extractServerState(action) as never,
  endpoints: () => ({}),
});
