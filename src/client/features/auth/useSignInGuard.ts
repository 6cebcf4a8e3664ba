import { useCallback, type MouseEvent } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsSignedIn, signInModalOpened } from './authSlice';

/**
 * SPEC §2: a guarded navigation by a signed-out user opens the sign-in modal instead of navigating, and signing in
 * there goes on to the link's page. This is the click handler for links to signed-in routes.
 */
export function useSignInGuard() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (signedIn) return;
      event.preventDefault();
      dispatch(signInModalOpened(event.currentTarget.getAttribute('href') ?? undefined));
    },
    [dispatch, signedIn],
  );
}

/** The same rule for buttons: navigate when signed in, else open the sign-in modal, which goes on to `path`. */
export function useGuardedNavigate() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  return useCallback(
    (path: string, options?: NavigateOptions) => (signedIn ? navigate(path, options) : dispatch(signInModalOpened(path))),
    [dispatch, navigate, signedIn],
  );
}
