import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import localStorageEngine from 'redux-persist/lib/storage';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { makeStore } from './app/store';
import { deviceIdRequested } from './features/device/deviceSlice';

const store = makeStore({ storage: localStorageEngine });
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
