import type { Concert, RecentlyViewedItem, Statistics } from '../../../shared/entities';
import { apiSlice } from '../../api/apiSlice';

/** SPEC §7 Events: what the home page shows signed-in users. */
export const homeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPopularConcerts: build.query<Concert[], void>({
      query: () => '/concerts/popular',
      providesTags: ['Popular'],
    }),
    getRecentlyViewed: build.query<RecentlyViewedItem[], void>({
      query: () => '/recentlyViewedConcerts/list',
      providesTags: ['RecentlyViewed'],
    }),
    /** A signed-in fan opened the event's page: it goes to the top of their Recently Viewed. */
    recordRecentlyViewed: build.mutation<void, number>({
      query: (eventId) => ({ url: '/recentlyViewed', method: 'POST', body: { eventId } }),
      invalidatesTags: (_result, error) => (error ? [] : ['RecentlyViewed']),
    }),
    getStatistics: build.query<Statistics, void>({
      query: () => '/statistics',
      providesTags: ['Statistics'],
    }),
  }),
});

export const { useGetPopularConcertsQuery, useGetRecentlyViewedQuery, useRecordRecentlyViewedMutation, useGetStatisticsQuery } = homeApi;
