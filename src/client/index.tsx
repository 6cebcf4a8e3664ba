import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import localStorageEngine from 'redux-persist/lib/storage';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { clientConfig } from './app/clientConfig';
import { makeStore } from './app/store';
import { analyticsSinkFor } from './features/analytics/analyticsSink';
import { deviceIdRequested } from './features/device/deviceSlice';

const store = makeStore({ storage: localStorageEngine, analyticsSink: analyticsSinkFor(clientConfig) });
void store.dispatch(deviceIdRequested());
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
