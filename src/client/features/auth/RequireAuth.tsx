import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectAuthStatus, signInModalOpened } from './authSlice';

/**
 * SPEC §2: nothing while the first session check runs, then '/' for nobody, the page for a user. A visitor who opened
 * the page from a link (a shared event) also gets the sign-in modal, which brings them back to it once signed in;
 * someone signing out here simply goes home.
 */
export function RequireAuth() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const { pathname, search } = useLocation();
  const before = useRef(status);

  useEffect(() => {
    // Only the start-up check answering 'nobody': not a sign-out, not a visit while already signed out.
    if (before.current === 'checking' && status === 'signedOut') dispatch(signInModalOpened(pathname + search));
    before.current = status;
    // On a change of status only: the redirect below changes the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  if (status === 'checking') return null;
  if (status === 'signedOut') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
