import { SEARCH_SUGGESTIONS_LIMIT } from '../../../shared/constants';
import type { Concert, PagedResponse } from '../../../shared/entities';
import { apiSlice } from '../../api/apiSlice';

/** SPEC §7/§9: header suggestions are the first 5 matches, sorted by name ascending. */
export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    searchConcerts: build.query<PagedResponse<Concert>, string>({
      query: (keyword) => ({
        url: `/concerts/search/${encodeURIComponent(keyword)}`,
        params: { pageNumber: 0, pageSize: SEARCH_SUGGESTIONS_LIMIT, sortBy: 'concertName', sortDir: 'asc' },
      }),
      providesTags: [{ type: 'Concert', id: 'LIST' }],
    }),
  }),
});

export const { useSearchConcertsQuery } = searchApi;
