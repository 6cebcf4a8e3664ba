import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { User } from '../../../shared/entities';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch } from '../../test/routeFetch';
import { initialAuthState } from '../auth/authSlice';
import { aConcert } from '../events/test/concertFixtures';
import { GATE_MESSAGES, useStartSelling } from './sellingGate';
import { SellTicketsPage } from './SellTicketsPage';

jest.setTimeout(20_000);

const concert = aConcert();

function SellButton() {
  const startSelling = useStartSelling();
  return (
    <button type="button" onClick={() => startSelling({ event: concert })}>
      Sell Tickets
    </button>
  );
}

function ProfileStub() {
  const state = useLocation().state as { gateMessage?: string } | null;
  return <h1>Profile: {state?.gateMessage}</h1>;
}

function renderEntry(user: User, route: string) {
  const server = routeFetch({});
  renderWithProviders(
    <Routes>
      <Route path="/" element={<SellButton />} />
      <Route path="/sell-tickets" element={<SellTicketsPage />} />
      <Route path="/profile" element={<ProfileStub />} />
    </Routes>,
    { route, preloadedState: { auth: { ...initialAuthState, status: 'signedIn', user } }, transport: { fetchFn: server.fetchFn } },
  );
  return server;
}

describe('/sell-tickets entry', () => {
  it('preselects the event an entry point passes in the navigation state', async () => {
    const server = renderEntry(testUser, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Sell Tickets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'List your Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${concert.concertName}` })).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/concerts/7')).toBe(false);
  });

  it('sends a seller who has not passed the selling gate to the profile, even arriving directly', async () => {
    renderEntry({ ...testUser, phoneNumber: null }, '/sell-tickets?eventId=7');
    expect(await screen.findByRole('heading', { name: `Profile: ${GATE_MESSAGES.noPhone}` })).toBeInTheDocument();
  });
});
