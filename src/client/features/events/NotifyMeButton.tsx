import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorToast } from '../../api/errors';
import { Button } from '../../components/Button';
import { useDeviceId } from '../device/useDeviceId';
import { useToast } from '../toasts/useToast';
import { useGetSubscriptionStatusQuery, useSubscribeToEventMutation, useUnsubscribeFromEventMutation } from './alertsApi';

/** 'Notify me': alerts for new tickets to this device (its id is the push user id), with the current status. */
export function NotifyMeButton({ concertId }: { concertId: number }) {
  const pushUserId = useDeviceId();
  const { showToast } = useToast();
  const { data, isFetching } = useGetSubscriptionStatusQuery(pushUserId ? { concertId, pushUserId } : skipToken);
  const [subscribe, subscribing] = useSubscribeToEventMutation();
  const [unsubscribe, unsubscribing] = useUnsubscribeFromEventMutation();
  const subscribed = data?.subscribed ?? false;
  const busy = !pushUserId || data === undefined || isFetching || subscribing.isLoading || unsubscribing.isLoading;

  const toggle = async () => {
    if (!pushUserId) return;
    const change = subscribed ? unsubscribe : subscribe;
    try {
      await change({ concertId, pushUserId }).unwrap();
    } catch (error) {
      showToast(errorToast(error, 'Could not update event alerts. Please try again.'));
    }
  };

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
        {subscribed ? "You'll be notified when new tickets are listed." : 'Get an alert when tickets are listed.'}
      </Typography>
    </Box>
  );
}
