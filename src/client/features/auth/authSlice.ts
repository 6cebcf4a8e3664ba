import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../../shared/entities';
import { errorMessage, errorReference } from '../../api/errors';
import { authApi } from './authApi';

export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';

export interface AuthState {
  user: User | null;
  status: AuthStatus;
  /** The sign-in forms' one announcement of a failure: shown beside the form, never also as a toast. */
  error: string | null;
  /** 'Reference: …' for a failure support may need to look up (a 5xx), shown under the error. */
  errorReference: string | null;
  modalOpen: boolean;
  /**
   * Where the visitor was going when the sign-in modal stood in their way (a guarded link or button): once they
   * are signed in, the app takes them there (useReturnAfterSignIn). A path on this site, checked again on use.
   */
  returnTo: string | null;
}

export const initialAuthState: AuthState = { user: null, status: 'checking', error: null, errorReference: null, modalOpen: false, returnTo: null };

export const SIGN_IN_FAILED = 'Failed to sign in';
export const SIGN_UP_FAILED = 'Failed to sign up';

function applySession(state: AuthState, user: User | null) {
  state.user = user;
  state.status = user ? 'signedIn' : 'signedOut';
}

function setError(state: AuthState, message: string | null, reference?: string) {
  state.error = message;
  state.errorReference = reference ?? null;
}

function applySignIn(state: AuthState, user: User) {
  applySession(state, user);
  setError(state, null);
  state.modalOpen = false;
}

const { endpoints } = authApi;

/** Calls that answer with the (changed) signed-in user. */
const userReturned = isAnyOf(
  endpoints.getMe.matchFulfilled,
  endpoints.confirmEmail.matchFulfilled,
  endpoints.verifyPhoneOtp.matchFulfilled,
  endpoints.skipVerification.matchFulfilled,
  endpoints.uploadProfilePicture.matchFulfilled,
  endpoints.updateUser.matchFulfilled,
);

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionChecked(state, action: PayloadAction<User | null>) {
      applySession(state, action.payload);
    },
    signedIn(state, action: PayloadAction<User>) {
      applySignIn(state, action.payload);
    },
    signedOut(state) {
      applySession(state, null);
    },
    authFailed: {
      reducer(state, action: PayloadAction<{ message: string; reference?: string }>) {
        setError(state, action.payload.message, action.payload.reference);
      },
      prepare: (message: string, reference?: string) => ({ payload: { message, reference } }),
    },
    authErrorCleared(state) {
      setError(state, null);
    },
    /** With the path the visitor was going to, when a guarded link or button opened it. */
    signInModalOpened(state, action: PayloadAction<string | undefined>) {
      state.modalOpen = true;
      setError(state, null);
      state.returnTo = action.payload ?? null;
    },
    /** Closed without signing in: the visitor gave up going there. */
    signInModalClosed(state) {
      state.modalOpen = false;
      state.returnTo = null;
    },
    /** The app has taken the signed-in visitor where they were going. */
    returnHandled(state) {
      state.returnTo = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(endpoints.getSession.matchFulfilled, (state, action) => applySession(state, action.payload))
      .addMatcher(endpoints.getSession.matchRejected, (state, action) => {
        // A rejection because the result was already cached is not a failed check.
        if (action.meta.condition) return;
        if (state.status === 'checking') applySession(state, null);
      })
      .addMatcher(isAnyOf(endpoints.signIn.matchFulfilled, endpoints.signUp.matchFulfilled, endpoints.resetPassword.matchFulfilled), (state, action) =>
        applySignIn(state, action.payload),
      )
      .addMatcher(isAnyOf(endpoints.signIn.matchPending, endpoints.signUp.matchPending), (state) => {
        setError(state, null);
      })
      .addMatcher(endpoints.signIn.matchRejected, (state, action) => {
        setError(state, errorMessage(action.payload, SIGN_IN_FAILED), errorReference(action.payload));
      })
      .addMatcher(endpoints.signUp.matchRejected, (state, action) => {
        setError(state, errorMessage(action.payload, SIGN_UP_FAILED), errorReference(action.payload));
      })
      .addMatcher(endpoints.logout.matchFulfilled, (state) => {
        applySession(state, null);
        state.returnTo = null;
      })
      .addMatcher(userReturned, (state, action) => {
        // Only while someone is signed in: a late answer must not sign a user back in after logout.
        if (state.status === 'signedIn') state.user = action.payload;
      });
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectAuthError: (state) => state.error,
    selectAuthErrorReference: (state) => state.errorReference,
    selectSignInModalOpen: (state) => state.modalOpen,
    selectReturnTo: (state) => state.returnTo,
  },
});

export const {
  sessionChecked,
  signedIn,
  signedOut,
  authFailed,
  authErrorCleared,
  signInModalOpened,
  signInModalClosed,
  returnHandled,
} = authSlice.actions;
export const {
  selectAuthStatus,
  selectCurrentUser,
  selectIsSignedIn,
  selectAuthError,
  selectAuthErrorReference,
  selectSignInModalOpen,
  selectReturnTo,
} = authSlice.selectors;
