import { DEVICE_SECRET_HEADER, type SubscriptionStatus, type TicketRequestStatus } from '../../../shared/apiContract';
import { apiSlice } from '../../api/apiSlice';
import { deviceIdentity } from '../device/deviceIdentity';
import type { BrowserPushSubscription } from './browserPush';

export interface EventAlertArg {
  concertId: number;
  /** The device id (SPEC §3) serves as the push-notification user id on the web. */
  pushUserId: string;
}

/** The device's own secret, which the server asks for before it shows or changes the device's alerts. */
const deviceHeaders = () => ({ [DEVICE_SECRET_HEADER]: deviceIdentity().secret });

/** SPEC §7 Events: event alerts ('Notify me') and manual ticket requests. */
export const alertsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionStatus: build.query<SubscriptionStatus, EventAlertArg>({
      query: ({ concertId, pushUserId }) => ({ url: `/concerts/${concertId}/subscription-status`, params: { pushUserId }, headers: deviceHeaders() }),
      providesTags: (_result, _error, { concertId }) => [{ type: 'Subscription', id: concertId }],
    }),
    subscribeToEvent: build.mutation<void, EventAlertArg>({
      query: ({ concertId, pushUserId }) => ({ url: `/concerts/${concertId}/subscribe`, method: 'POST', params: { pushUserId }, headers: deviceHeaders() }),
      // Interest counts subscriptions, so the event changes too.
      invalidatesTags: (_result, _error, { concertId }) => [
        { type: 'Subscription', id: concertId },
        { type: 'Concert', id: concertId },
      ],
    }),
    unsubscribeFromEvent: build.mutation<void, EventAlertArg>({
      query: ({ concertId, pushUserId }) => ({ url: `/concerts/${concertId}/subscribe`, method: 'DELETE', params: { pushUserId }, headers: deviceHeaders() }),
      invalidatesTags: (_result, _error, { concertId }) => [
        { type: 'Subscription', id: concertId },
        { type: 'Concert', id: concertId },
      ],
    }),
    /** The server's VAPID key: what the browser subscribes to push messages with. */
    getPushPublicKey: build.query<{ publicKey: string }, void>({
      query: () => '/web-push/public-key',
    }),
    /** Keeps this browser's push subscription on its device, so alerts reach it. */
    registerPushSubscription: build.mutation<void, { deviceId: string; subscription: BrowserPushSubscription }>({
      query: ({ deviceId, subscription }) => ({ url: `/push-devices/${deviceId}/subscription`, method: 'PUT', body: subscription, headers: deviceHeaders() }),
    }),
    /** Whether the signed-in fan asked for this event's tickets (a request belongs to the account, not the device). */
    getTicketRequestStatus: build.query<TicketRequestStatus, number>({
      query: (concertId) => `/manual-ticket-request/concert/${concertId}`,
      providesTags: (_result, _error, concertId) => [{ type: 'TicketRequest', id: concertId }],
    }),
    requestTickets: build.mutation<void, number>({
      query: (concertId) => ({ url: `/manual-ticket-request/concert/${concertId}`, method: 'POST' }),
      // The answer is known once the request is stored: no second call to read it back.
      async onQueryStarted(concertId, { dispatch, queryFulfilled }) {
        await queryFulfilled
          .then(() => dispatch(alertsApi.util.upsertQueryData('getTicketRequestStatus', concertId, { requested: true })))
          .catch(() => undefined);
      },
    }),
  }),
});

export const {
  useGetSubscriptionStatusQuery,
  useSubscribeToEventMutation,
  useUnsubscribeFromEventMutation,
  useGetTicketRequestStatusQuery,
  useRequestTicketsMutation,
  useLazyGetPushPublicKeyQuery,
  useRegisterPushSubscriptionMutation,
} = alertsApi;
