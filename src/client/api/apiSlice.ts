import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

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
] as const;

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
