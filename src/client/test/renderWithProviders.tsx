import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type InitialEntry } from 'react-router';
import type { Storage } from 'redux-persist';
import type { User } from '../../shared/entities';
import type { Transport } from '../api/baseQuery';
import { AppProviders } from '../app/AppProviders';
import type { AnalyticsSink } from '../features/analytics/analyticsSink';
import { makeStore, type RootState } from '../app/store';
import { sessionFetch } from './fakeFetch';

export interface RenderOptions {
  /** Where the router starts: a path, or a location with navigation state. */
  route?: InitialEntry;
  /** Who GET /auth/session says is signed in; null (the default) answers 401. */
  session?: User | null;
  preloadedState?: Partial<RootState>;
  transport?: Partial<Transport>;
  /** Persist like the browser does, into this storage (see memoryStorage). */
  storage?: Storage;
  /** Where the store's product-analytics events go; dropped when not given. */
  analyticsSink?: AnalyticsSink;
}

/** Renders `ui` inside the real store, theme, toasts and a MemoryRouter at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', session = null, preloadedState, transport, storage, analyticsSink } = options;
  const store = makeStore({
    preloadedState,
    storage,
    analyticsSink,
    transport: { fetchFn: sessionFetch(session), sleep: async () => undefined, ...transport },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { store, user, ...view };
}
