import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  AUTHENTICATION_FAILED,
  LEGACY_LOGIN_MESSAGE_PARAM,
  LOGIN_ERROR_PARAM,
  LOGIN_RESULT_PARAM,
  loginFailureText,
} from '../../../shared/apiContract';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { selectRehydrated } from '../../app/store';
import { authApi } from './authApi';
import { authFailed, selectAuthStatus, signInModalOpened } from './authSlice';
import { loginResultHandled, loginResultSaved, readLoginResult, selectProviderReturnTo, selectSavedLoginResult } from './loginResultSlice';
import { safeReturnPath } from './safeReturnPath';

/**
 * SPEC §3/§4: the identity-provider callback lands on the SPA with its result in the query string.
 * The result is saved locally and taken out of the address, then acted on once the saved state is back:
 * success validates the session and goes on to where the visitor was going before they left for the provider (a path
 * on this site only), failure shows the text of its code or 'Authentication failed.'. Text in the
 * address is never shown: anyone can send a link to `/?loginResult=failure&loginMessage=<their words>`.
 * Mounted once, by the sign-in modal that every screen has.
 */
export function useLoginResultAtStart() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const rehydrated = useAppSelector(selectRehydrated);
  const saved = useAppSelector(selectSavedLoginResult);
  const checking = useAppSelector(selectAuthStatus) === 'checking';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const outcome = params.get(LOGIN_RESULT_PARAM);
  const code = params.get(LOGIN_ERROR_PARAM);

  useEffect(() => {
    const fromUrl = readLoginResult(outcome, code);
    // Saving before rehydration would let the stored (older) value overwrite this one.
    if (!rehydrated || !fromUrl) return;
    dispatch(loginResultSaved(fromUrl));
    setParams(
      (current) => {
        current.delete(LOGIN_RESULT_PARAM);
        current.delete(LOGIN_ERROR_PARAM);
        current.delete(LEGACY_LOGIN_MESSAGE_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [dispatch, rehydrated, outcome, code, setParams]);

  useEffect(() => {
    // The start-up session check must have settled, so the validation below is a fresh call of its own.
    if (!rehydrated || checking) return;
    // Read from the store, not the render: StrictMode runs this effect twice and the result is acted on once.
    const result = selectSavedLoginResult(store.getState());
    if (!result) return;
    const returnTo = selectProviderReturnTo(store.getState());
    dispatch(loginResultHandled());
    // The visitor was signing in: reopen the modal with the reason (its one announcement), so trying again is one
    // click away (and still leads where they were going).
    const fail = (text: string) => {
      dispatch(signInModalOpened(returnTo ?? undefined));
      dispatch(authFailed(text));
    };
    if (result.outcome === 'failure') {
      // A result saved by an older version may still hold text: only a known code gives anything but the fallback.
      fail(loginFailureText(result.reason));
      return;
    }
    const check = dispatch(authApi.endpoints.getSession.initiate(undefined, { forceRefetch: true, subscribe: false }));
    void check.then((result) => {
      if (!result.data) fail(AUTHENTICATION_FAILED);
      else if (returnTo !== null) void navigate(safeReturnPath(returnTo), { replace: true });
    });
  }, [dispatch, store, navigate, rehydrated, saved, checking]);
}
