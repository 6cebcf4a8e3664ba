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
import { authSlice } from '../features/auth/authSlice';
import { loginResultSlice } from '../features/auth/loginResultSlice';
import { deviceSlice } from '../features/device/deviceSlice';
import { otpThrottleSlice } from '../features/otp/otpThrottleSlice';
import { sellWizardSlice } from '../features/sell/sellWizardSlice';
import { toastsSlice } from '../features/toasts/toastsSlice';
import { APP_NAME } from './brand';
import { actionSanitizer, stateSanitizer } from './devToolsSanitizer';

const rootReducer = combineSlices(apiSlice, authSlice, toastsSlice, deviceSlice, otpThrottleSlice, loginResultSlice, sellWizardSlice);

type CombinedState = ReturnType<typeof rootReducer>;

/**
 * SPEC §3: only these slices are kept in the browser. The onboarding-completed list joins them when it
 * arrives; the device slice keeps its id in localStorage itself.
 */
const PERSISTED_SLICES: (keyof CombinedState)[] = [otpThrottleSlice.reducerPath, loginResultSlice.reducerPath];

/** `_persist` is there only when the store persists (the browser); tests run without it. */
export type RootState = CombinedState & { _persist?: PersistState };

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Transport overrides for every API call made through this store (tests, another origin). */
  transport?: Partial<Transport>;
  /** Where to persist PERSISTED_SLICES (the browser passes localStorage); without it nothing is persisted. */
  storage?: Storage;
}

type RootReducer = Reducer<RootState, UnknownAction, Partial<RootState>>;

function persistedReducer(storage: Storage): RootReducer {
  const config: PersistConfig<CombinedState> = { key: 'fantickets', version: 1, storage, whitelist: PERSISTED_SLICES };
  return persistReducer(config, rootReducer) as RootReducer;
}

export function makeStore({ preloadedState, transport, storage }: StoreOptions = {}) {
  const extraArgument: ApiThunkExtra = { transport };
  const store = configureStore({
    reducer: storage ? persistedReducer(storage) : (rootReducer as RootReducer),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument },
        // redux-persist's own actions carry callbacks.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(apiSlice.middleware),
    devTools: { name: APP_NAME, actionSanitizer, stateSanitizer },
  });
  if (storage) persistStore(store);
  return store;
}

/** True once persisted slices are back from storage (always, for a store that does not persist). */
export const selectRehydrated = (state: RootState) => state._persist?.rehydrated ?? true;

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
