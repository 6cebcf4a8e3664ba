import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/sessions';
import { checkPushUserId, requestTickets, subscribe, subscriptionStatus, unsubscribe } from '../services/eventAlerts.service';
import { pathId, type Query } from './catalogueParams';

interface AlertRequest {
  Params: { id: string };
  Querystring: Query;
}

/**
 * Event alerts ('Notify me', keyed by the push user id: the device id on the web) and manual ticket
 * requests. Changing anything needs a signed-in user (the CSRF check needs a session anyway); reading a
 * device's subscription status does not.
 */
export default async function eventAlertRoutes(app: FastifyInstance): Promise<void> {
  app.get<AlertRequest>('/api/concerts/:id/subscription-status', async (request) =>
    subscriptionStatus(app.db, pathId(request.params.id, 'Event'), checkPushUserId(request.query.pushUserId)),
  );

  app.post<AlertRequest>('/api/concerts/:id/subscribe', async (request) => {
    requireUser(request);
    return subscribe(app.db, pathId(request.params.id, 'Event'), checkPushUserId(request.query.pushUserId));
  });

  app.delete<AlertRequest>('/api/concerts/:id/subscribe', async (request) => {
    requireUser(request);
    return unsubscribe(app.db, pathId(request.params.id, 'Event'), checkPushUserId(request.query.pushUserId));
  });

  app.post<AlertRequest>('/api/manual-ticket-request/concert/:id', async (request, reply) => {
    const user = requireUser(request);
    const created = await requestTickets(app.db, user.id, pathId(request.params.id, 'Event'));
    return reply.status(created ? 201 : 200).send({ ok: true });
  });
}
