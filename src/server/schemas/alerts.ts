import { Type, type Static } from 'typebox';
import type { SubscriptionStatus, TicketRequestStatus, UnsubscribeTarget as UnsubscribeTargetType } from '../../shared/apiContract';
import { once } from './query';
import { sameType } from './sameType';

/** The device id (SPEC §3) serves as the push user id on the web: a hash, so letters, digits, - and _. */
export const PushUserQuery = Type.Object({
  pushUserId: once(
    'pushUserId',
    Type.String({
      pattern: '^[A-Za-z0-9_-]{1,128}$',
      errorMessage: 'pushUserId must be 1 to 128 letters, digits, hyphens or underscores',
      description: "The device id: the browser's own, kept in localStorage",
    }),
  ),
});

export const SubscriptionStatusSchema = Type.Object({ subscribed: Type.Boolean() });
sameType<Static<typeof SubscriptionStatusSchema>, SubscriptionStatus>(true);

export const TicketRequestStatusSchema = Type.Object({
  requested: Type.Boolean({ description: 'Whether the signed-in account asked to hear when tickets for the event are listed' }),
});
sameType<Static<typeof TicketRequestStatusSchema>, TicketRequestStatus>(true);

/** The token from an alert e-mail's unsubscribe link. */
export const UnsubscribeQuery = Type.Object({
  token: once('token', Type.String({ minLength: 1, maxLength: 100, description: "The token from the alert e-mail's unsubscribe link" })),
});

/** What the unsubscribe page shows before it asks. */
export const UnsubscribeTarget = Type.Object({
  eventName: Type.String(),
  subscribed: Type.Boolean({ description: 'Whether this account still hears about the event (a subscription or a ticket request)' }),
});
sameType<Static<typeof UnsubscribeTarget>, UnsubscribeTargetType>(true);

/** RFC 8058's one-click body (`List-Unsubscribe=One-Click`, form-encoded), or nothing when the page posts. */
export const OneClickBody = Type.Union(
  [Type.Null(), Type.Object({ 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) }, { additionalProperties: false })],
  { description: 'List-Unsubscribe=One-Click from a mail client (form-encoded), or no body' },
);
