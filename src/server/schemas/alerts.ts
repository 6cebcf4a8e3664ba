import { Type, type Static } from 'typebox';
import { DEVICE_SECRET_HEADER, type SubscriptionStatus, type TicketRequestStatus, type UnsubscribeTarget as UnsubscribeTargetType } from '../../shared/apiContract';
import { PUSH_ENDPOINT_PATTERN, PUSH_ENDPOINT_REFUSAL } from '../services/alerts/pushEndpoint';
import { sameType } from './sameType';

const DEVICE_ID = {
  pattern: '^[A-Za-z0-9_-]{1,128}$',
  errorMessage: 'pushUserId must be 1 to 128 letters, digits, hyphens or underscores',
  description: "The device id: the browser's own, random, kept in localStorage",
};

/** The device id (SPEC §3) serves as the push user id on the web: letters, digits, - and _. */
export const PushUserQuery = Type.Object({
  pushUserId: Type.String(DEVICE_ID),
});

/** Fastify names request headers in lower case. */
export const DEVICE_SECRET = DEVICE_SECRET_HEADER.toLowerCase() as 'x-device-secret';

/**
 * The secret the browser made with its device id and keeps to itself. Optional: the device's account, signed in
 * elsewhere, may go without it (services/alerts/deviceAccess.ts).
 */
export const DeviceSecretHeaders = Type.Object({
  [DEVICE_SECRET]: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{22,128}$',
      errorMessage: 'X-Device-Secret must be 22 to 128 letters, digits, hyphens or underscores',
      description: "The device's own secret, which its browser made with the device id; the first use of a device id claims it for this secret",
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
  token: Type.String({ minLength: 1, maxLength: 100, description: "The token from the alert e-mail's unsubscribe link" }),
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

/** A device id in the path: the same rules as the push user id of the event alert calls. */
export const DeviceParams = Type.Object({ deviceId: Type.String({ ...DEVICE_ID, errorMessage: 'The device id must be 1 to 128 letters, digits, hyphens or underscores' }) });

export const P256DH_MESSAGE = "keys.p256dh must be the browser's P-256 public key (65 bytes, base64url)";
const AUTH_MESSAGE = "keys.auth must be the browser's 16-byte authentication secret, base64url";

/** What PushSubscription.toJSON() gives the page (RFC 8291 names the keys). */
export const PushSubscriptionBody = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 2048, pattern: PUSH_ENDPOINT_PATTERN, errorMessage: PUSH_ENDPOINT_REFUSAL, description: "The push service's URL for this browser" }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()], { description: 'Ignored: push services report an ended subscription with 404 or 410' })),
  keys: Type.Object({
    p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{87}=?$', errorMessage: P256DH_MESSAGE, description: "The browser's P-256 public key, base64url" }),
    auth: Type.String({ pattern: '^[A-Za-z0-9_-]{22}(==)?$', errorMessage: AUTH_MESSAGE, description: "The browser's authentication secret, base64url" }),
  }),
});

export const VapidPublicKey = Type.Object({
  publicKey: Type.String({ description: "The server's VAPID public key (base64url): PushManager.subscribe's applicationServerKey" }),
});
