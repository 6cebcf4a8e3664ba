import { combineSlices, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
  type PersistState,
  type Storage,
} from 'redux-persist';
import { apiSlice } from '../api/apiSlice';
import type { ApiThunkExtra, Transport } from '../api/baseQuery';
import { analyticsListener } from '../features/analytics/analyticsListener';
import { noopSink, type AnalyticsSink } from '../features/analytics/analyticsSink';
import { authSlice } from '../features/auth/authSlice';
import { loginResultSlice } from '../features/auth/loginResultSlice';
import { deviceSlice } from '../features/device/deviceSlice';
import { networkSlice } from '../features/network/networkSlice';
import { onboardingSlice } from '../features/onboarding/onboardingSlice';
import { otpThrottleSlice } from '../features/otp/otpThrottleSlice';
import { sellWizardSlice } from '../features/sell/sellWizardSlice';
import { devToolsOptions, isSupportMode } from '../features/support/supportMode';
import { toastsSlice } from '../features/toasts/toastsSlice';
import { isServerRender } from '../ssr/isServerRender';
import { clientConfig } from './clientConfig';

const rootReducer = combineSlices(
  apiSlice,
  authSlice,
  toastsSlice,
  deviceSlice,
  otpThrottleSlice,
  loginResultSlice,
  sellWizardSlice,
  onboardingSlice,
  networkSlice,
);

type CombinedState = ReturnType<typeof rootReducer>;

/**
 * SPEC §3: only these slices are kept in the browser; the device slice keeps its id in localStorage itself.
 */
const PERSISTED_SLICES: (keyof CombinedState)[] = [
  otpThrottleSlice.reducerPath,
  loginResultSlice.reducerPath,
  onboardingSlice.reducerPath,
];

/** `_persist` is there only when the store persists (the browser); tests run without it. */
export type RootState = CombinedState & { _persist?: PersistState };

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Transport overrides for every API call made through this store (tests, another origin). */
  transport?: Partial<Transport>;
  /** Where to persist PERSISTED_SLICES (the browser passes localStorage); without it nothing is persisted. */
  storage?: Storage;
  /** Where product-analytics events go (the browser passes the configured one); without it they are dropped. */
  analyticsSink?: AnalyticsSink;
}

type RootReducer = Reducer<RootState, UnknownAction, Partial<RootState>>;

function persistedReducer(storage: Storage): RootReducer {
  const config: PersistConfig<CombinedState> = { key: 'fantickets', version: 1, storage, whitelist: PERSISTED_SLICES };
  return persistReducer(config, rootReducer) as RootReducer;
}

export function makeStore({ preloadedState, transport, storage, analyticsSink = noopSink }: StoreOptions = {}) {
  const extraArgument: ApiThunkExtra = { transport };
  const store = configureStore({
    reducer: storage ? persistedReducer(storage) : (rootReducer as RootReducer),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument },
        // redux-persist's own actions carry callbacks.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(apiSlice.middleware, analyticsListener(analyticsSink)),
    devTools: devToolsOptions(clientConfig.mode, isSupportMode()),
  });
  if (storage) persistStore(store);
  return store;
}

/**
 * True once persisted slices are back from storage: always for a store that does not persist, never in a server
 * render (browser storage is out of its reach, so what depends on it waits for the browser).
 */
export const selectRehydrated = (state: RootState) => state._persist?.rehydrated ?? !isServerRender;

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
