import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What a call gets instead of being sent while the browser is offline (baseQuery), and so every error toast. */
export const OFFLINE_MESSAGE = 'You are offline. Check your connection and try again.';

/** SPEC §4 online/offline: whether the browser has a connection, as it reports it. */
export interface NetworkState {
  online: boolean;
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export const networkSlice = createSlice({
  name: 'network',
  initialState: (): NetworkState => ({ online: browserOnline() }),
  reducers: {
    connectionChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
  },
  selectors: {
    selectOnline: (state) => state.online,
  },
});

export const { connectionChanged } = networkSlice.actions;
export const { selectOnline } = networkSlice.selectors;
