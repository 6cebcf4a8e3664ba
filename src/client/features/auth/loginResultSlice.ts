import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LOGIN_FAILURES, type LoginFailureCode } from '../../../shared/apiContract';

/**
 * SPEC §3: what the identity-provider redirect reported, saved locally until the app has acted on it. A failure's
 * reason is a code of the fixed set (see LOGIN_FAILURES), never text from the address (named so the DevTools
 * sanitizer, which hides every `code`, keeps it).
 */
export type LoginResult = { outcome: 'success' } | { outcome: 'failure'; reason: LoginFailureCode | null };

export interface LoginResultState {
  saved: LoginResult | null;
  /** Where the visitor was going when they left for the identity provider (a path, checked again on use). */
  returnTo?: string | null;
}

const initialState: LoginResultState = { saved: null, returnTo: null };

export const loginResultSlice = createSlice({
  name: 'loginResult',
  initialState,
  reducers: {
    loginResultSaved(state, action: PayloadAction<LoginResult>) {
      state.saved = action.payload;
    },
    loginResultHandled(state) {
      state.saved = null;
      state.returnTo = null;
    },
    identityProviderLeft(state, action: PayloadAction<string | null>) {
      state.returnTo = action.payload;
    },
  },
  selectors: {
    selectSavedLoginResult: (state) => state.saved,
    /** Absent in what an older version saved. */
    selectProviderReturnTo: (state) => state.returnTo ?? null,
  },
});

export const { loginResultSaved, loginResultHandled, identityProviderLeft } = loginResultSlice.actions;
export const { selectSavedLoginResult, selectProviderReturnTo } = loginResultSlice.selectors;

/** The result the callback put in the query string: `?loginResult=success|failure&loginError=<code>`; an unknown code is dropped. */
export function readLoginResult(outcome: string | null, code: string | null): LoginResult | null {
  if (outcome === 'success') return { outcome: 'success' };
  if (outcome === 'failure') return { outcome: 'failure', reason: code !== null && Object.hasOwn(LOGIN_FAILURES, code) ? (code as LoginFailureCode) : null };
  return null;
}
