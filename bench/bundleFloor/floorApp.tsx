// The smallest landing page the design card's packages allow: hydrate a page with a themed MUI heading and button
// linking through react-router, inside a react-redux store with an RTK Query read and redux-persist. Built by
// bench/bundleFloor.ts only, to show what no amount of work on our own code can go below.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
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

const root = document.getElementById('root');
if (root) {
  hydrateRoot(
    root,
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <BrowserRouter>
            <Routes>
              <Route path="/" element={<Landing />} />
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
