import type { ConcertFilters } from '../../../shared/apiContract';
import { EXPLORE_PAGE_SIZE } from '../../../shared/constants';
import type { Category, Concert, PagedResponse } from '../../../shared/entities';
import { apiSlice } from '../../api/apiSlice';
import { pageNumberPaging } from '../../api/pagedInfiniteQuery';

const upcomingSort = { pageSize: EXPLORE_PAGE_SIZE, sortBy: 'concertDate', sortDir: 'asc' } as const;

/** SPEC §7 Events: the catalogue reads. */
export const eventsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Explore: upcoming events, 40 a page by date, narrowed by the filters. */
    getConcerts: build.infiniteQuery<PagedResponse<Concert>, ConcertFilters, number>({
      infiniteQueryOptions: pageNumberPaging<Concert, ConcertFilters>(),
      query: ({ queryArg, pageParam }) => ({
        url: '/concerts',
        params: { pageNumber: pageParam, ...upcomingSort, ...queryArg },
      }),
      providesTags: [{ type: 'Concert', id: 'LIST' }],
    }),
    getConcertsByCategory: build.infiniteQuery<PagedResponse<Concert>, number, number>({
      infiniteQueryOptions: pageNumberPaging<Concert, number>(),
      query: ({ queryArg, pageParam }) => ({
        url: `/concerts/category/${queryArg}`,
        params: { pageNumber: pageParam, ...upcomingSort },
      }),
      providesTags: [{ type: 'Concert', id: 'LIST' }],
    }),
    getPastConcerts: build.infiniteQuery<PagedResponse<Concert>, void, number>({
      infiniteQueryOptions: pageNumberPaging<Concert, void>(),
      query: ({ pageParam }) => ({
        url: '/concerts/past',
        params: { pageNumber: pageParam, pageSize: EXPLORE_PAGE_SIZE, sortBy: 'concertDate', sortDir: 'desc' },
      }),
      providesTags: [{ type: 'Concert', id: 'LIST' }],
    }),
    getLikelyConcerts: build.infiniteQuery<PagedResponse<Concert>, void, number>({
      infiniteQueryOptions: pageNumberPaging<Concert, void>(),
      query: ({ pageParam }) => ({ url: '/concerts/likely', params: { pageNumber: pageParam, pageSize: EXPLORE_PAGE_SIZE } }),
      providesTags: [{ type: 'Concert', id: 'LIST' }],
    }),
    getConcert: build.query<Concert, number>({
      query: (concertId) => `/concerts/${concertId}`,
      providesTags: (_result, _error, concertId) => [{ type: 'Concert', id: concertId }],
    }),
    getCategories: build.query<Category[], void>({
      query: () => '/category',
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getCategory: build.query<Category, number>({
      query: (categoryId) => `/category/${categoryId}`,
      providesTags: (_result, _error, categoryId) => [{ type: 'Category', id: categoryId }],
    }),
  }),
});

export const {
  useGetConcertsInfiniteQuery,
  useGetConcertsByCategoryInfiniteQuery,
  useGetPastConcertsInfiniteQuery,
  useGetLikelyConcertsInfiniteQuery,
  useGetConcertQuery,
  useGetCategoriesQuery,
  useGetCategoryQuery,
} = eventsApi;
