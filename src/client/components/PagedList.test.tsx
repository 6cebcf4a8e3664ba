import { act, screen } from '@testing-library/react';
import type { PagedResponse } from '../../shared/entities';
import { apiSlice } from '../api/apiSlice';
import { pageNumberPaging } from '../api/pagedInfiniteQuery';
import { startFakeClock, tick } from '../test/fakeClock';
import { jsonResponse } from '../test/fakeFetch';
import { bringSentinelsIntoView, installFakeIntersectionObserver, observerMargins } from '../test/fakeIntersectionObserver';
import { renderWithProviders } from '../test/renderWithProviders';
import { ListMessage } from './ListMessage';
import { PagedList } from './PagedList';

const numbersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getNumbers: build.infiniteQuery<PagedResponse<number>, void, number>({
      infiniteQueryOptions: pageNumberPaging<number, void>(),
      query: ({ pageParam }) => ({ url: '/numbers', params: { pageNumber: pageParam } }),
    }),
  }),
});

function NumberList() {
  const query = numbersApi.useGetNumbersInfiniteQuery();
  return (
    <PagedList
      query={query}
      listLabel="Numbers"
      getKey={(n) => n}
      renderItem={(n) => <span>Item {n}</span>}
      loading={<p>Loading numbers...</p>}
      empty={<ListMessage title="Nothing here" />}
    />
  );
}

type Answer = (page: number) => Response;
const pageOf = (page: number, last: boolean) => jsonResponse(200, { content: [page * 2, page * 2 + 1], lastPage: last, totalElements: 4 });
const failure = () => jsonResponse(500, { error: 'Database unavailable' });

function serve(answer: Answer) {
  const calls: number[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    if (url.pathname === '/auth/session') return jsonResponse(401, { error: 'Not signed in' });
    const page = Number(url.searchParams.get('pageNumber'));
    calls.push(page);
    return answer(page);
  }) as typeof fetch;
  return { calls, fetchFn };
}

installFakeIntersectionObserver();

describe('PagedList', () => {
  afterEach(() => jest.useRealTimers());

  it('loads the first page, then the next when the end comes within 100 px', async () => {
    const { fetchFn } = serve((page) => pageOf(page, page === 1));
    renderWithProviders(<NumberList />, { transport: { fetchFn } });
    expect(screen.getByText('Loading numbers...')).toBeInTheDocument();
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    expect(observerMargins()).toEqual(['0px 0px 100px 0px']);

    bringSentinelsIntoView();
    expect(await screen.findByText('Item 3')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(observerMargins()).toEqual([]);
  });

  it('shows the empty slot for an empty first page', async () => {
    const { fetchFn } = serve(() => jsonResponse(200, { content: [], lastPage: true, totalElements: 0 }));
    renderWithProviders(<NumberList />, { transport: { fetchFn } });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('shows the generic error as soon as the first page has failed, retrying nothing itself', async () => {
    startFakeClock();
    const { calls, fetchFn } = serve(failure);
    // No transport retries, so every call below would be the list's own.
    renderWithProviders(<NumberList />, { transport: { fetchFn, retryDelaysMs: [] } });
    await tick(0);
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Unable to load data. Please try reloading the page.')).toBeInTheDocument();
    await tick(30_000);
    expect(calls).toHaveLength(1);
  });

  it("says 'Failed to load more items' when the next page fails, and Retry loads it", async () => {
    startFakeClock();
    let failing = true;
    const { calls, fetchFn } = serve((page) => (page === 1 && failing ? failure() : pageOf(page, page === 1)));
    renderWithProviders(<NumberList />, { transport: { fetchFn, retryDelaysMs: [] } });
    await tick(0);
    expect(screen.getByText('Item 1')).toBeInTheDocument();
    bringSentinelsIntoView();
    await tick(0);
    expect(calls.filter((page) => page === 1)).toHaveLength(1);
    expect(screen.getByText('Failed to load more items')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading more')).not.toBeInTheDocument();
    await tick(30_000);
    expect(calls.filter((page) => page === 1)).toHaveLength(1);

    failing = false;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await tick(0);
    expect(screen.getByText('Item 3')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load more items')).not.toBeInTheDocument();
    expect(screen.getByText('Item 0')).toBeInTheDocument();
  });
});
