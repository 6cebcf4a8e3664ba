import type { UnsubscribeTarget } from '../../../shared/apiContract';
import { apiSlice } from '../../api/apiSlice';

/** The token of an alert e-mail's unsubscribe link, as an object so the devtools sanitizer blanks it by its key. */
export interface UnsubscribeArg {
  token: string;
}

/** The alert e-mail's unsubscribe link: no sign-in, the signed token names the account and the event. */
export const unsubscribeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getUnsubscribeTarget: build.query<UnsubscribeTarget, UnsubscribeArg>({
      query: ({ token }) => ({ url: '/alerts/unsubscribe', params: { token } }),
    }),
    stopAlerts: build.mutation<void, UnsubscribeArg>({
      query: ({ token }) => ({ url: '/alerts/unsubscribe', method: 'POST', params: { token } }),
      // The event's alerts of a fan signed in here change too (the token names the event, which the client does not read).
      invalidatesTags: ['Subscription', 'TicketRequest'],
      // A later look at the same link, before any reload, finds them stopped rather than offering to stop them again.
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        await queryFulfilled
          .then(() =>
            dispatch(unsubscribeApi.util.updateQueryData('getUnsubscribeTarget', arg, (target) => ({ ...target, subscribed: false }))),
          )
          .catch(() => undefined);
      },
    }),
  }),
});

export const { useGetUnsubscribeTargetQuery, useStopAlertsMutation } = unsubscribeApi;
