import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectAuthStatus } from './authSlice';

/** SPEC §2: nothing while the first session check runs, then '/' for nobody, the page for a user. */
export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'checking') return null;
  if (status === 'signedOut') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
