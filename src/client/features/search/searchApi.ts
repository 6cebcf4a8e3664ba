import { EXPLORE_PAGE_SIZE, SEARCH_SUGGESTIONS_LIMIT } from '../../../shared/constants';
import type { Concert, PagedResponse } from '../../../shared/entities';
import { apiSlice } from '../../api/apiSlice';
import { pageNumberPaging } from '../../api/pagedInfiniteQuery';

const searchUrl = (keyword: string) => `/concerts/search/${encodeURIComponent(keyword)}`;

export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7/§9: header suggestions are the first 5 matches, sorted by name ascending. */
    searchConcerts: build.query<PagedResponse<Concert>, string>({
      query: (keyword) => ({
        url: searchUrl(keyword),
        params: { pageNumber: 0, pageSize: SEARCH_SUGGESTIONS_LIMIT, sortBy: 'concertName', sortDir: 'asc' },
      }),
      providesTags: [{ type: 'Concert', id: 'LIST' }],
    }),
    /** The search page: every match, best first, a page at a time like the other event lists. */
    getSearchResults: build.infiniteQuery<PagedResponse<Concert>, string, number>({
      infiniteQueryOptions: pageNumberPaging<Concert, string>(),
      query: ({ queryArg, pageParam }) => ({
        url: searchUrl(queryArg),
        params: { pageNumber: pageParam, pageSize: EXPLORE_PAGE_SIZE, sortBy: 'relevance' },
      }),
      providesTags: [{ type: 'Concert', id: 'LIST' }],
    }),
  }),
});

export const { useSearchConcertsQuery, useGetSearchResultsInfiniteQuery } = searchApi;
