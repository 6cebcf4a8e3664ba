import { Type, type Static } from 'typebox';
import type { SubscriptionStatus } from '../../shared/apiContract';
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
