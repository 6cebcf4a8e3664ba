import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import localStorageEngine from 'redux-persist/lib/storage';
import { serverStateReceived } from './api/serverState';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { clientConfig } from './app/clientConfig';
import { routeCode } from './app/splitPoints';
import { makeStore } from './app/store';
import { analyticsSinkFor } from './features/analytics/analyticsSink';
import { deviceIdRequested } from './features/device/deviceSlice';
import { loadOpenPageCode } from './features/prefetch/openPageCode';
import { prefetchOnIntent } from './features/prefetch/prefetchOnIntent';
import { readPageState } from './ssr/pageState';
import { noteTypedFields } from './ssr/typedBeforeHydration';

/** Creates the store and renders the app into `container`, hydrating the server's markup when there is some. */
export function boot(container: HTMLElement) {
  loadOpenPageCode(routeCode, window.location.pathname);
  const pageState = container.hasChildNodes() ? readPageState(document) : null;
  const store = makeStore({
    storage: localStorageEngine,
    analyticsSink: analyticsSinkFor(clientConfig),
    preloadedState: pageState ? { auth: pageState.auth } : undefined,
  });
  if (pageState) store.dispatch(serverStateReceived(pageState.api));
  // Hydration reads the state the server rendered with, even if the device id or stored slices arrive meanwhile.
  const serverState = pageState ? store.getState() : undefined;

  const page = (
    <StrictMode>
      <AppProviders store={store} serverState={serverState}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  // A transition lets React render in slices that leave the main thread free between them.
  startTransition(() => {
    if (pageState) {
      noteTypedFields(container);
      hydrateRoot(container, page);
    }
    else createRoot(container).render(page);
  });
  // Its own task: nothing on the first paint waits on the device id.
  setTimeout(() => void store.dispatch(deviceIdRequested()), 0);
  // A page's code starts loading when a link to it is hovered, focused or touched, so the click rarely waits for it.
  prefetchOnIntent(routeCode);
}
