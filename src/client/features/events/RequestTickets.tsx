import { useRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useLocation } from 'react-router';
import { errorToast, isFetchBaseQueryError } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button';
import { selectCurrentUser, signedOut, signInModalOpened } from '../auth/authSlice';
import { useToast } from '../toasts/useToast';
import { useGetTicketRequestStatusQuery, useRequestTicketsMutation } from './alertsApi';

export const REQUESTED = "Requested. We'll alert you when someone lists tickets for this event.";
const OFFER = "Want to go? Request tickets and we'll alert you when someone lists them.";
const SIGN_IN_FIRST = "Sign in to request tickets: we'll alert you when someone lists them.";

/**
 * 'Request tickets' under an event's empty listings (POST /manual-ticket-request/concert/{id}): the requester is
 * alerted like a subscriber when someone lists. Signed out, or with a session that has ended, it opens the sign-in
 * modal, which comes back to this page.
 */
export function RequestTickets({ concertId }: { concertId: number }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { pathname, search } = useLocation();
  const { showToast } = useToast();
  const { data, isLoading } = useGetTicketRequestStatusQuery(user ? concertId : skipToken);
  const [requestTickets, requesting] = useRequestTicketsMutation();
  const confirmation = useRef<HTMLParagraphElement>(null);
  const signIn = () => dispatch(signInModalOpened(pathname + search));

  const request = async () => {
    if (!user) return signIn();
    try {
      await requestTickets(concertId).unwrap();
      // The button goes away: the focus moves to what replaced it rather than to the top of the page.
      confirmation.current?.focus();
    } catch (error) {
      if (isFetchBaseQueryError(error) && error.status === 401) {
        // The session ended meanwhile: nobody is signed in any more, and signing in again comes back here.
        dispatch(signedOut());
        return signIn();
      }
      showToast(errorToast(error, 'Could not request tickets. Please try again.'));
    }
  };

  const requested = user !== null && data?.requested === true;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      {!requested && (
        <Button variant="secondary" loading={requesting.isLoading} disabled={user !== null && isLoading} onClick={request}>
          Request tickets
        </Button>
      )}
      <Typography ref={confirmation} role="status" tabIndex={-1} variant="body2" sx={requested ? { color: 'grey.800', fontWeight: 600 } : { color: 'text.secondary' }}>
        {requested ? REQUESTED : user ? OFFER : SIGN_IN_FIRST}
      </Typography>
      {requested && user.emailVerificationStatus !== 'VERIFIED' && (
        <Typography variant="body2" color="text.secondary">
          Alerts by e-mail go to verified addresses only:{' '}
          <Link component={RouterLink} to={paths.profile}>
            verify your email
          </Link>
          .
        </Typography>
      )}
    </Box>
  );
}
