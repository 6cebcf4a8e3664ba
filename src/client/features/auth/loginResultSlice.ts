import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3: what the identity-provider redirect reported, saved locally until the app has acted on it. */
export type LoginResult = { outcome: 'success' } | { outcome: 'failure'; message: string | null };

export interface LoginResultState {
  saved: LoginResult | null;
}

const initialState: LoginResultState = { saved: null };

export const loginResultSlice = createSlice({
  name: 'loginResult',
  initialState,
  reducers: {
    loginResultSaved(state, action: PayloadAction<LoginResult>) {
      state.saved = action.payload;
    },
    loginResultHandled(state) {
      state.saved = null;
    },
  },
  selectors: {
    selectSavedLoginResult: (state) => state.saved,
  },
});

export const { loginResultSaved, loginResultHandled } = loginResultSlice.actions;
export const { selectSavedLoginResult } = loginResultSlice.selectors;

/** The result the callback put in the query string: `?loginResult=success|failure&loginMessage=…`. */
export function readLoginResult(outcome: string | null, message: string | null): LoginResult | null {
  if (outcome === 'success') return { outcome: 'success' };
  if (outcome === 'failure') return { outcome: 'failure', message: message || null };
  return null;
}
