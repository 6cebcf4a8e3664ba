import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { aConcert, pageOf } from '../features/events/test/concertFixtures';
import { signedInState } from '../features/events/test/signedIn';
import { renderWithProviders } from '../test/renderWithProviders';
import { routeFetch } from '../test/routeFetch';
import { HeaderSearch } from './HeaderSearch';

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

describe('HeaderSearch', () => {
  it('suggests the first 5 events by name and opens the one chosen', async () => {
    const server = routeFetch({
      'GET /api/concerts/search/cold%20play': {
        status: 200,
        body: pageOf([aConcert(), aConcert({ concertId: 8, concertName: 'Coldplay Encore', thumbnail: null })]),
      },
    });
    const { user } = renderWithProviders(
      <>
        <HeaderSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { preloadedState: signedInState, transport: { fetchFn: server.fetchFn } },
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'cold play');
    const option = await screen.findByRole('option', { name: /Coldplay Encore/ });
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
    const { user } = renderWithProviders(<HeaderSearch />, {
      preloadedState: signedInState,
      transport: { fetchFn: server.fetchFn },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'zzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });
});
