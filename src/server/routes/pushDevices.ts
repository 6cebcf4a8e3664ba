import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ALERT_LIMITS } from '../http/accountLimits';
import { requireUser } from '../http/sessions';
import { DEVICE_SECRET, DeviceParams, DeviceSecretHeaders, PushSubscriptionBody, VapidPublicKey } from '../schemas/alerts';
import { NoQuery, Ok, responses, SIGNED_IN } from '../schemas/common';
import { registerPushSubscription, removePushSubscription } from '../services/alerts/pushDevices.service';
import type { EndpointRules } from '../services/alerts/pushEndpoint';

export interface PushDeviceOptions {
  vapidPublicKey: string;
  endpoints: EndpointRules;
}

/**
 * A browser's Web Push subscription, kept on its device (the push user id) so event alerts reach it. Like the
 * device's event subscriptions, it is changed by that browser (its secret) or the device's account.
 */
export default async function pushDeviceRoutes(app: FastifyInstance, options: PushDeviceOptions): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['alerts'];
  const limited = { preValidation: app.limitedBy(ALERT_LIMITS) };
  const device = { params: DeviceParams, querystring: NoQuery, headers: DeviceSecretHeaders, security: SIGNED_IN, response: responses({ 200: Ok }) };

  api.get(
    '/api/web-push/public-key',
    { schema: { summary: 'The key a browser subscribes to push messages with', tags, querystring: NoQuery, response: responses({ 200: VapidPublicKey }) } },
    async () => ({ publicKey: options.vapidPublicKey }),
  );

  api.put('/api/push-devices/:deviceId/subscription', { config: { catalogue: 'nothing' }, schema: { summary: "Keep this browser's push subscription", tags, ...device, body: PushSubscriptionBody }, ...limited }, async (request) => {
    const caller = { deviceId: request.params.deviceId, secret: request.headers[DEVICE_SECRET], userId: requireUser(request).id };
    const { endpoint, keys } = request.body;
    await registerPushSubscription(app.db, caller, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, options.endpoints);
    return { ok: true as const };
  });

  api.delete('/api/push-devices/:deviceId/subscription', { config: { catalogue: 'nothing' }, schema: { summary: "Forget this browser's push subscription", tags, ...device }, ...limited }, async (request) => {
    await removePushSubscription(app.db, { deviceId: request.params.deviceId, secret: request.headers[DEVICE_SECRET], userId: requireUser(request).id });
    return { ok: true as const };
  });
}
