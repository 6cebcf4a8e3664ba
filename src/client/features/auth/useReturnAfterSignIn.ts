import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { returnHandled, selectIsSignedIn, selectReturnTo } from './authSlice';
import { safeReturnPath } from './safeReturnPath';

/**
 * SPEC §2: a visitor whom the sign-in modal stopped on the way somewhere (a guarded link or button, a signed-in page
 * opened from a link) goes there once signed in or up, rather than staying where the modal opened.
 */
export function useReturnAfterSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const returnTo = useAppSelector(selectReturnTo);

  useEffect(() => {
    if (!signedIn || returnTo === null) return;
    dispatch(returnHandled());
    void navigate(safeReturnPath(returnTo));
  }, [dispatch, navigate, signedIn, returnTo]);
}
