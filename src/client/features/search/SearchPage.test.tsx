import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { bringSentinelsIntoView, installFakeIntersectionObserver } from '../../test/fakeIntersectionObserver';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type SeenCall } from '../../test/routeFetch';
import { aConcert, pageOf } from '../events/test/concertFixtures';
import { signedInState } from '../events/test/signedIn';
import { SearchPage } from './SearchPage';

const coldplay = aConcert();
const encore = aConcert({ concertId: 8, concertName: 'Coldplay Encore', thumbnail: null });
const tribute = aConcert({ concertId: 9, concertName: 'A Coldplay Tribute Night', thumbnail: null });

/** Suggestions ask for 5 by name; the page's results ask by relevance, a page at a time. */
const isSuggestion = (call: SeenCall) => call.query.get('pageSize') === '5';

function Where() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function Start() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/search', { state: { focusSearch: true } })}>
      Go search
    </button>
  );
}

function renderSearch(route: string, results: Record<string, SeenCall['body'][]> = {}) {
  const server = routeFetch({});
  for (const [keyword, pages] of Object.entries(results)) {
    server.routes[`GET /api/concerts/search/${encodeURIComponent(keyword)}`] = (call) => {
      if (isSuggestion(call)) return { status: 200, body: pages[0] };
      return { status: 200, body: pages[Number(call.query.get('pageNumber'))] };
    };
  }
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="*" element={<Start />} />
      </Routes>
      <Where />
    </>,
    { route, preloadedState: signedInState, transport: { fetchFn: server.fetchFn } },
  );
  const resultCalls = () => server.calls.filter((call) => call.path.startsWith('/api/concerts/search/') && !isSuggestion(call));
  return { ...view, server, resultCalls };
}

const address = () => screen.getByLabelText('Address');
const box = () => screen.getByRole('combobox', { name: 'Search events' });

installFakeIntersectionObserver();
jest.setTimeout(20_000);

describe('SearchPage', () => {
  it('suggests 5 events as the fan types, with the focus in the box when opened from the header', async () => {
    const { user, server } = renderSearch('/explore', { coldplay: [pageOf([coldplay, encore])] });
    await user.click(screen.getByRole('button', { name: 'Go search' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Search events' })).toBeInTheDocument();
    expect(box()).toHaveFocus();
    await user.keyboard('coldplay');
    const list = await screen.findByRole('listbox', { name: 'Event suggestions' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Coldplay: Music of the Spheres'),
      expect.stringContaining('Coldplay Encore'),
    ]);
    expect(Object.fromEntries(server.calls[0].query)).toEqual({ pageNumber: '0', pageSize: '5', sortBy: 'concertName', sortDir: 'asc' });

    await user.click(within(list).getByRole('option', { name: /Coldplay Encore/ }));
    expect(address()).toHaveTextContent('/events/coldplay-encore/8');
  });

  it('shows every match on Enter, best first and a page at a time, and puts the keyword in the address', async () => {
    const { user, resultCalls } = renderSearch('/explore', {
      coldplay: [pageOf([coldplay, encore], false), pageOf([tribute])],
    });
    await user.click(screen.getByRole('button', { name: 'Go search' }));
    await user.keyboard('coldplay{Enter}');
    expect(address()).toHaveTextContent('/search?q=coldplay');
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “coldplay”' })).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Search results' });
    await within(results).findByRole('heading', { name: 'Coldplay Encore' });
    expect(Object.fromEntries(resultCalls()[0].query)).toEqual({ pageNumber: '0', pageSize: '40', sortBy: 'relevance' });
    // The suggestions close on Enter; the focus stays in the box, to refine the search.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveFocus();

    bringSentinelsIntoView();
    await within(results).findByRole('heading', { name: 'A Coldplay Tribute Night' });
    expect(resultCalls().at(-1)?.query.get('pageNumber')).toBe('1');
    expect(within(results).getAllByRole('article')).toHaveLength(3);
  });

  it("says 'No results found' when nothing matches", async () => {
    const { user } = renderSearch('/search', { zzz: [pageOf([])] });
    await user.keyboard('zzz{Enter}');
    expect(address()).toHaveTextContent('/search?q=zzz');
    const message = await screen.findByText('No results found');
    // Announced: the fan's focus stays in the box.
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  it('replaces the keyword in the address, so Back leaves the search for where the fan was', async () => {
    const { user } = renderSearch('/explore', { coldplay: [pageOf([coldplay])], diljit: [pageOf([])] });
    await user.click(screen.getByRole('button', { name: 'Go search' }));
    await user.keyboard('coldplay{Enter}');
    await user.clear(box());
    await user.keyboard('diljit{Enter}');
    expect(address()).toHaveTextContent('/search?q=diljit');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toHaveTextContent(/^\/explore$/);
  });

  it('shows the results of a shared link at once, without taking the focus', async () => {
    renderSearch('/search?q=coldplay', { coldplay: [pageOf([coldplay])] });
    expect(box()).toHaveValue('coldplay');
    expect(box()).not.toHaveFocus();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('heading', { name: 'Coldplay: Music of the Spheres' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('coldplay - Search | FanTickets'));
  });

  it('shows one state at a time: a new keyword being typed hides the results of the one searched before', async () => {
    const { user } = renderSearch('/search?q=coldplay', { coldplay: [pageOf([coldplay])], zzqxa: [pageOf([])] });
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    await user.click(box());
    await user.clear(box());
    await user.keyboard('zzqxa');
    // The suggestions speak for the new text alone; the old results are gone, and the page says how to see more.
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.queryByText('Results for “coldplay”')).not.toBeInTheDocument();
    expect(screen.getByText('Press Enter to see every match for “zzqxa”.')).toBeInTheDocument();

    // Back to the keyword searched: its results again.
    await user.clear(box());
    await user.keyboard('coldplay');
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });
});
