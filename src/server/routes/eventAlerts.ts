import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ALERT_LIMITS } from '../http/accountLimits';
import { requireUser } from '../http/sessions';
import { DEVICE_SECRET, DeviceSecretHeaders, PushUserQuery, SubscriptionStatusSchema, TicketRequestStatusSchema } from '../schemas/alerts';
import { idParams, NoBody, NoQuery, Ok, responses, SIGNED_IN } from '../schemas/common';
import { requestTickets, subscribe, subscriptionStatus, ticketRequestStatus, unsubscribe } from '../services/eventAlerts.service';

const tags = ['alerts'];
const params = idParams('Event');

/**
 * Event alerts ('Notify me', keyed by the push user id: the device id on the web) and manual ticket
 * requests. Changing anything needs a signed-in user (the CSRF check needs a session anyway); reading a
 * device's subscription status does not. Either needs the device's own secret or its account (deviceAccess.ts).
 */
export default async function eventAlertRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const limited = { preValidation: app.limitedBy(ALERT_LIMITS) };
  const alert = { params, querystring: PushUserQuery, headers: DeviceSecretHeaders, response: responses({ 200: SubscriptionStatusSchema }) };
  const caller = (request: { query: Static<typeof PushUserQuery>; headers: Static<typeof DeviceSecretHeaders> }) => ({
    deviceId: request.query.pushUserId,
    secret: request.headers[DEVICE_SECRET],
  });

  api.get('/api/concerts/:id/subscription-status', { schema: { summary: 'Whether this device is told about new tickets for the event', tags, ...alert } }, async (request) =>
    subscriptionStatus(app.db, request.params.id, { ...caller(request), userId: request.user?.id ?? null }),
  );

  api.post(
    '/api/concerts/:id/subscribe',
    {
      config: { catalogue: 'event-in-params' }, schema: { summary: 'Tell this device about new tickets for the event', tags, security: SIGNED_IN, ...alert, body: NoBody }, ...limited },
    async (request) => subscribe(app.db, request.params.id, { ...caller(request), userId: requireUser(request).id }),
  );

  api.delete(
    '/api/concerts/:id/subscribe',
    {
      config: { catalogue: 'event-in-params' }, schema: { summary: 'Stop telling this device about the event', tags, security: SIGNED_IN, ...alert }, ...limited },
    async (request) => unsubscribe(app.db, request.params.id, { ...caller(request), userId: requireUser(request).id }),
  );

  api.post(
    '/api/manual-ticket-request/concert/:id',
    {
      config: { catalogue: 'nothing' },
      schema: {
        summary: 'Ask for tickets to an event nobody sells yet (201 the first time, 200 after)',
        tags,
        security: SIGNED_IN,
        params,
        querystring: NoQuery,
        body: NoBody,
        response: responses({ 200: Ok, 201: Ok }),
      },
      ...limited,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await requestTickets(app.db, user.id, request.params.id);
      return reply.status(created ? 201 : 200).send({ ok: true });
    },
  );

  api.get(
    '/api/manual-ticket-request/concert/:id',
    {
      schema: {
        summary: 'Whether the caller asked for tickets to the event',
        tags,
        security: SIGNED_IN,
        params,
        querystring: NoQuery,
        response: responses({ 200: TicketRequestStatusSchema }),
      },
    },
    async (request) => ticketRequestStatus(app.db, requireUser(request).id, request.params.id),
  );
}
