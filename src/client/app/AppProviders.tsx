import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { listenForConnection } from '../features/network/listenForConnection';
import { ToastProvider } from '../features/toasts/ToastProvider';
import type { AppStore, RootState } from './store';
import { theme } from './theme';

/** Everything the app needs around it except the router, which differs between the browser and tests. */
interface AppProvidersProps {
  store: AppStore;
  /** The state a server render used: hydration reads it, so the first render matches the server's markup. */
  serverState?: RootState;
  children: ReactNode;
}

export function AppProviders({ store, serverState, children }: AppProvidersProps) {
  // The online flag follows the browser for as long as the app is mounted.
  useEffect(() => listenForConnection(store.dispatch), [store]);
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}
