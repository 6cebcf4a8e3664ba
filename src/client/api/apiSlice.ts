import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { isServerRender } from '../ssr/isServerRender';
import { createBaseQuery } from './baseQuery';
import { extractServerState } from './serverState';

/** Every cache tag the app uses, declared up front; features add endpoints with `injectEndpoints`. */
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
  // The operations console (features/admin), whose endpoints load with its own code.
  'AdminUser',
  'Inbox',
  'AuditLog',
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
