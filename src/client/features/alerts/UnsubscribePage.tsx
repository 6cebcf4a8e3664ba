import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_LINK_INVALID } from '../../../shared/apiContract';
import { UNSUBSCRIBE_META } from '../../../shared/pageMeta';
import { errorMessage, isFetchBaseQueryError } from '../../api/errors';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useGetUnsubscribeTargetQuery, useStopAlertsMutation } from './unsubscribeApi';

const STOP_FAILED = 'Could not stop the alerts. Please try again.';

const homeLink = (
  <Link component={RouterLink} to={paths.home}>
    Go to the home page
  </Link>
);

/** A 4xx answers with what is wrong with the link itself: retrying cannot help. */
const isRefusal = (error: unknown) => isFetchBaseQueryError(error) && typeof error.status === 'number' && error.status < 500;

/**
 * /unsubscribe?token=…, the page an alert e-mail's link opens, signed in or not: it names the event whose alerts it
 * would stop and waits for the fan to confirm, because mail scanners open links too (the GET changes nothing).
 */
export function UnsubscribePage() {
  useDocumentMeta(UNSUBSCRIBE_META);
  const token = useSearchParams()[0].get('token');
  const arg = token ? { token } : skipToken;
  const target = useGetUnsubscribeTargetQuery(arg);
  const [stopAlerts, stop] = useStopAlertsMutation();
  const done = useRef<HTMLParagraphElement>(null);

  // The button is gone once it worked: the focus goes to the answer that replaced it.
  useEffect(() => {
    if (stop.isSuccess) done.current?.focus();
  }, [stop.isSuccess]);

  const body = () => {
    if (!token) return <Typography role="alert">{UNSUBSCRIBE_LINK_INVALID}</Typography>;
    if (target.error && isRefusal(target.error)) {
      return <Typography role="alert">{errorMessage(target.error, UNSUBSCRIBE_LINK_INVALID)}</Typography>;
    }
    if (target.error) {
      return (
        <>
          <Typography role="alert">Something went wrong. Unable to load data. Please try reloading the page.</Typography>
          <Button sx={{ mt: 3 }} onClick={() => void target.refetch()}>
            Retry
          </Button>
        </>
      );
    }
    const eventName = target.data?.eventName;
    if (eventName === undefined) {
      return (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography color="text.secondary">Loading…</Typography>
        </Box>
      );
    }
    if (stop.isSuccess) {
      return (
        <Typography ref={done} role="status" tabIndex={-1} sx={{ fontWeight: 600 }}>
          Done. You won’t get any more alerts about {eventName}.
        </Typography>
      );
    }
    if (!target.data?.subscribed) {
      return <Typography role="status">You’re already unsubscribed: you get no alerts about {eventName}.</Typography>;
    }
    return (
      <>
        <Typography>
          You asked to hear when someone lists tickets for <strong>{eventName}</strong>. Stop those alerts, by e-mail and on
          your devices?
        </Typography>
        <Button variant="primary" sx={{ mt: 3 }} loading={stop.isLoading} onClick={() => token && void stopAlerts({ token })}>
          Stop alerts for {eventName}
        </Button>
        {stop.isError && (
          <Typography role="alert" color="error" sx={{ mt: 2 }}>
            {errorMessage(stop.error, STOP_FAILED)}
          </Typography>
        )}
      </>
    );
  };

  return (
    <PageHeading title="Stop event alerts">
      <Box sx={{ maxWidth: 640 }}>
        {body()}
        <Typography sx={{ mt: 4 }}>{homeLink}</Typography>
      </Box>
    </PageHeading>
  );
}
