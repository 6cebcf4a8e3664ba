import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { Storage } from 'redux-persist';
import type { RootState } from '../../../app/store';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { routeFetch, type Route as FakeRoute } from '../../../test/routeFetch';
import { SHIPPED_PROVIDERS } from '../../../test/shippedProviders';
import { aConcert } from '../../events/test/concertFixtures';
import { signedInState } from '../../events/test/signedIn';
import { SellTicketsPage } from '../SellTicketsPage';
import { SellWizard } from '../SellWizard';
import { initialSellWizardState, type SellWizardState, type SellWizardValues } from '../sellWizardSlice';
import type { SellLayout } from '../sellWizardSteps';

function EventPageStub() {
  return <h1>Event page {useLocation().pathname}</h1>;
}

function renderSell(
  ui: ReactElement,
  routes: Record<string, FakeRoute>,
  route: string,
  preloaded: Partial<RootState>,
  storage?: Storage,
) {
  const server = routeFetch({ 'GET /api/providers': { status: 200, body: { providers: SHIPPED_PROVIDERS } }, ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/sell-tickets" element={ui} />
      <Route path="/events/:eventName/:eventId" element={<EventPageStub />} />
    </Routes>,
    { route, preloadedState: { ...signedInState, ...preloaded }, transport: { fetchFn: server.fetchFn }, storage },
  );
  return { ...view, server };
}

/** /sell-tickets for the signed-in, verified test user, against a fake API answering `routes`. */
export function renderSellPage(routes: Record<string, FakeRoute>, route = '/sell-tickets?eventId=7') {
  return renderSell(<SellTicketsPage />, routes, route, {});
}

export interface WizardAt {
  stepIndex: number;
  layout?: SellLayout;
  values?: Partial<SellWizardValues>;
  routes?: Record<string, FakeRoute>;
  /** Persist into this storage, as the browser does. */
  storage?: Storage;
}

/** The create wizard already on `stepIndex`, with step 1 done for the fixture concert. */
export function renderWizardAt({ stepIndex, layout = 'desktop', values, routes = {}, storage }: WizardAt) {
  const sellWizard: SellWizardState = {
    ...initialSellWizardState,
    visit: 'default',
    stepIndex,
    layout,
    values: { ...initialSellWizardState.values, concert: aConcert(), senderEmail: 'asha@example.in', ...values },
  };
  return renderSell(<SellWizard />, routes, '/sell-tickets', { sellWizard }, storage);
}

/** A reply the test releases when it chooses. */
export function deferredReply() {
  let release: (reply: { status: number; body?: unknown }) => void = () => undefined;
  const reply = new Promise<{ status: number; body?: unknown }>((resolve) => (release = resolve));
  return { route: () => reply, release };
}
