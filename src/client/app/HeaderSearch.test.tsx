import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { aConcert, pageOf } from '../features/events/test/concertFixtures';
import { signedInState } from '../features/events/test/signedIn';
import { renderWithProviders, type RenderOptions } from '../test/renderWithProviders';
import { routeFetch } from '../test/routeFetch';
import { HeaderSearch } from './HeaderSearch';

function Where() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

function renderSearch(options: RenderOptions) {
  return renderWithProviders(
    <>
      <HeaderSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    options,
  );
}

/** The box reached from the keyboard (Tab), which opens nothing by itself. */
function focusBox() {
  const box = screen.getByRole('combobox', { name: 'Search events' });
  act(() => box.focus());
  return box;
}

describe('HeaderSearch', () => {
  it('suggests the first 5 events by name as the fan types, and opens the one chosen', async () => {
    const server = routeFetch({
      'GET /api/concerts/search/cold%20play': {
        status: 200,
        body: pageOf([aConcert(), aConcert({ concertId: 8, concertName: 'Coldplay Encore', thumbnail: null })]),
      },
    });
    const { user } = renderSearch({ preloadedState: signedInState, transport: { fetchFn: server.fetchFn } });
    await user.type(focusBox(), 'cold play', { skipClick: true });
    const option = await screen.findByRole('option', { name: /Coldplay Encore/ });
    expect(screen.getByRole('listbox', { name: 'Event suggestions' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('14 Feb 2027 · DY Patil Stadium, Mumbai');

    const search = server.calls.filter((call) => call.path.startsWith('/api/concerts/search/'));
    expect(search).toHaveLength(1);
    expect(Object.fromEntries(search[0].query)).toEqual({ pageNumber: '0', pageSize: '5', sortBy: 'concertName', sortDir: 'asc' });

    await user.click(option);
    expect(screen.getByText('Now at /events/coldplay-encore/8')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("says 'No results found' when nothing matches", async () => {
    const server = routeFetch({ 'GET /api/concerts/search/zzz': { status: 200, body: pageOf([]) } });
    const { user } = renderSearch({ preloadedState: signedInState, transport: { fetchFn: server.fetchFn } });
    await user.type(focusBox(), 'zzz', { skipClick: true });
    // A status, so a screen reader hears it without leaving the box.
    expect(await screen.findByText('No results found')).toHaveAttribute('role', 'status');
  });

  it('opens the search page when clicked, and steps aside there for the page’s own box', async () => {
    const { user } = renderSearch({ route: '/explore', preloadedState: signedInState });
    expect(screen.getByText('Now at /explore')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Search events' }));
    expect(screen.getByText('Now at /search')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search events' })).not.toBeInTheDocument();
  });

  it('opens the search page with the results on Enter', async () => {
    const { user } = renderSearch({ route: '/explore', preloadedState: signedInState });
    await user.type(focusBox(), 'arijit singh{Enter}', { skipClick: true });
    expect(screen.getByText('Now at /search?q=arijit+singh')).toBeInTheDocument();
  });

  it('opens nothing when reached with Tab', async () => {
    const { user } = renderSearch({ route: '/explore', preloadedState: signedInState });
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Search events' })).toHaveFocus();
    expect(screen.getByText('Now at /explore')).toBeInTheDocument();
  });
});
