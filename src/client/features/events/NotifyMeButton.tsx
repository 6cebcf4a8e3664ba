import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorToast } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NotifyMeDialog } from '../../app/featureSplitPoints';
import { Button } from '../../components/Button';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { selectCurrentUser, signInModalOpened } from '../auth/authSlice';
import { useDeviceId } from '../device/useDeviceId';
import { useToast } from '../toasts/useToast';
import { useGetSubscriptionStatusQuery, useUnsubscribeFromEventMutation } from './alertsApi';
import { NOT_SUBSCRIBED_TEXT, outcomeText, SUBSCRIBED_TEXT, type AlertOutcome } from './notifyMeTexts';
import { useTurnOnAlerts } from './useTurnOnAlerts';

const FAILED = 'Could not update event alerts. Please try again.';

/**
 * 'Notify me': alerts for new tickets to this device (its id is the push user id), with the current status.
 * Turning them on explains first what comes and asks which way (NotifyMeDialog); it needs an account, which is
 * who the alert e-mails go to.
 */
export function NotifyMeButton({ concertId, eventName }: { concertId: number; eventName?: string }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const pushUserId = useDeviceId();
  const { showToast } = useToast();
  const { data, isFetching } = useGetSubscriptionStatusQuery(pushUserId ? { concertId, pushUserId } : skipToken);
  const [unsubscribe, unsubscribing] = useUnsubscribeFromEventMutation();
  const turnOn = useTurnOnAlerts(concertId, pushUserId);
  const [asking, setAsking] = useState(false);
  const dialogLoaded = useOpenedOnce(asking);
  const [turningOn, setTurningOn] = useState(false);
  const [outcome, setOutcome] = useState<AlertOutcome | null>(null);
  const subscribed = data?.subscribed ?? false;
  const busy = !pushUserId || data === undefined || isFetching || turningOn || unsubscribing.isLoading;

  const toggle = async () => {
    if (!pushUserId) return;
    if (!subscribed) {
      if (user) setAsking(true);
      else dispatch(signInModalOpened());
      return;
    }
    try {
      await unsubscribe({ concertId, pushUserId }).unwrap();
      setOutcome(null);
    } catch (error) {
      showToast(errorToast(error, FAILED));
    }
  };

  const choose = async (withPush: boolean) => {
    setTurningOn(true);
    try {
      setOutcome(await turnOn(withPush));
    } catch (error) {
      showToast(errorToast(error, FAILED));
    } finally {
      setTurningOn(false);
      setAsking(false);
    }
  };

  const verified = user?.emailVerificationStatus === 'VERIFIED';
  const status = !subscribed ? NOT_SUBSCRIBED_TEXT : outcome && user ? outcomeText(outcome, user.email, verified) : SUBSCRIBED_TEXT;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        variant={subscribed ? 'secondary' : 'outline'}
        size="small"
        aria-pressed={subscribed}
        disabled={busy}
        onClick={toggle}
        sx={{ minWidth: 120 }}
      >
        {subscribed && (
          <Box component="span" aria-hidden sx={{ mr: 0.75 }}>
            ✓
          </Box>
        )}
        Notify me
      </Button>
      <Typography role="status" variant="body2" color="text.secondary">
        {status}
      </Typography>
      {user && dialogLoaded && (
        <Suspense fallback={null}>
          <NotifyMeDialog
            open={asking}
            eventName={eventName}
            email={user.email}
            emailVerified={verified}
            busy={turningOn}
            onChoose={(withPush) => void choose(withPush)}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
