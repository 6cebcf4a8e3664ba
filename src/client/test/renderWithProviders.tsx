import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { User } from '../../shared/entities';
import type { Transport } from '../api/baseQuery';
import { AppProviders } from '../app/AppProviders';
import { makeStore, type RootState } from '../app/store';
import { sessionFetch } from './fakeFetch';

export interface RenderOptions {
  route?: string;
  /** Who GET /auth/session says is signed in; null (the default) answers 401. */
  session?: User | null;
  preloadedState?: Partial<RootState>;
  transport?: Partial<Transport>;
}

/** Renders `ui` inside the real store, theme, toasts and a MemoryRouter at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', session = null, preloadedState, transport } = options;
  const store = makeStore({
    preloadedState,
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
