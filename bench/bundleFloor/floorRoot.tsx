// The smallest landing page the design card's packages allow: a themed MUI heading and button linking through
// react-router, inside a react-redux store with an RTK Query read and redux-persist. floorApp.tsx hydrates it in the
// browser; bench/floorServer.ts renders it to HTML once, so the floor page arrives rendered as the app's pages do.
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Link, Route, Routes } from 'react-router';
import { persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ session: build.query<unknown, void>({ query: () => 'session' }) }),
});

const store = configureStore({
  reducer: { api: persistReducer({ key: 'floor', storage }, api.reducer) },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});
persistStore(store);

const theme = createTheme({ palette: { primary: { main: '#551494' } } });

function Landing() {
  api.useSessionQuery();
  return (
    <>
      <Typography variant="h1">Buy and sell tickets with real fans</Typography>
      <Button component={Link} to="/explore">
        Explore Events
      </Button>
    </>
  );
}

/** The page inside `router` (BrowserRouter in the browser, StaticRouter when rendered to HTML). */
export function FloorRoot({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <Router>
            <Routes>
              <Route path="/" element={<Landing />} />
            </Routes>
          </Router>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
