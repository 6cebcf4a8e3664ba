import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UNSUBSCRIBE_LINK_INVALID } from '../../shared/apiContract';
import { findConcertById } from '../services/catalogue.service';
import { stopAlertsFor } from '../services/eventAlerts.service';
import { AppError } from '../http/AppError';
import { OneClickBody, UnsubscribeQuery, UnsubscribeTarget } from '../schemas/alerts';
import { Ok, responses } from '../schemas/common';
import { readUnsubscribeToken } from '../services/alerts/unsubscribeToken';

export interface AlertUnsubscribeOptions {
  secret: string;
}

/**
 * The unsubscribe link of an alert e-mail, used without signing in: the signed token names the account and the
 * event. POST is RFC 8058's one-click unsubscribe (a mail client posts `List-Unsubscribe=One-Click`), and what the
 * /unsubscribe page sends once the fan confirms; the token stands in for the CSRF check, since a mail client has
 * no session. GET only reads, so a link scanner that follows it changes nothing.
 */
export default async function alertUnsubscribeRoutes(app: FastifyInstance, options: AlertUnsubscribeOptions): Promise<void> {
  // Mail clients post a form; only this plugin reads one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['alerts'];

  const target = async (token: string) => {
    const who = readUnsubscribeToken(options.secret, token);
    const concert = who === null ? undefined : await findConcertById(app.db, who.concertId);
    if (who === null || concert === undefined) throw new AppError(400, UNSUBSCRIBE_LINK_INVALID);
    return { who, concert };
  };

  api.get(
    '/api/alerts/unsubscribe',
    { schema: { summary: 'What an alert e-mail’s unsubscribe link would stop', tags, querystring: UnsubscribeQuery, response: responses({ 200: UnsubscribeTarget }) } },
    async (request) => {
      const { who, concert } = await target(request.query.token);
      const [subscription, requested] = await Promise.all([
        app.db.selectFrom('concert_subscriptions').select('id').where('user_id', '=', who.userId).where('concert_id', '=', concert.id).executeTakeFirst(),
        app.db.selectFrom('manual_ticket_requests').select('id').where('user_id', '=', who.userId).where('concert_id', '=', concert.id).executeTakeFirst(),
      ]);
      return { eventName: concert.name, subscribed: subscription !== undefined || requested !== undefined };
    },
  );

  api.post(
    '/api/alerts/unsubscribe',
    {
      config: { catalogue: 'account' },
      schema: {
        summary: 'Stop the alert e-mails about one event (RFC 8058 one-click)',
        tags,
        querystring: UnsubscribeQuery,
        body: OneClickBody,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: responses({ 200: Ok }),
      },
    },
    async (request) => {
      const { who, concert } = await target(request.query.token);
      await stopAlertsFor(app.db, who.userId, concert.id);
      request.log.info({ event: concert.id }, 'alerts: stopped from an unsubscribe link');
      return { ok: true as const };
    },
  );
}
