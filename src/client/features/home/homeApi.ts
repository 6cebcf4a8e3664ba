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
    getStatistics: build.query<Statistics, void>({
      query: () => '/statistics',
      providesTags: ['Statistics'],
    }),
  }),
});

export const { useGetPopularConcertsQuery, useGetRecentlyViewedQuery, useGetStatisticsQuery } = homeApi;
