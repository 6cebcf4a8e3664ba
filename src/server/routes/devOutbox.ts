import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { AppError } from '../http/AppError';
import { isLoopbackClient } from '../http/loopbackClient';
import { responses } from '../schemas/common';
import { outboxPage } from './devOutboxPage';

const OutboxEntry = Type.Object({
  channel: Type.Enum(['email', 'sms']),
  to: Type.String({ description: 'The address or phone number' }),
  subject: Type.Union([Type.String(), Type.Null()], { description: 'Null for a text message' }),
  text: Type.String(),
  headers: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()], { description: 'Headers beyond the usual ones, e.g. List-Unsubscribe' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type OutboxEntry = Static<typeof OutboxEntry>;

const SHOWN = 200;

const OutboxQuery = Type.Object({
  format: Type.Optional(Type.Enum(['html', 'json'], { errorMessage: 'format must be html or json', description: 'html (the default) for a person, json for a program' })),
});

/**
 * GET /dev/outbox: what the app would have e-mailed or texted, newest first. Never registered in production,
 * and shown only to this machine: it holds every account's codes.
 */
export default async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        summary: 'The messages a development server would have sent',
        description: `The newest ${SHOWN} e-mails and texts (codes included), to a caller on this machine only; never in production. A page to read by default; the same as JSON with ?format=json.`,
        tags: ['development'],
        querystring: OutboxQuery,
        response: responses({
          200: Type.Unsafe<OutboxEntry[] | string>({
            content: { 'text/html': { schema: Type.String() }, 'application/json': { schema: Type.Array(OutboxEntry) } },
          }),
        }),
      },
    },
    async (request, reply) => {
      if (!isLoopbackClient(request)) throw new AppError(403, 'The dev outbox is shown only on the machine the server runs on.');
      const rows = await app.db
        .selectFrom('outbox')
        .select(['channel', 'to', 'subject', 'text', 'headers', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(SHOWN)
        .execute();
      const messages = rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at.toISOString() }));
      if (request.query.format === 'json') return messages;
      return reply.type('text/html; charset=utf-8').send(outboxPage(messages));
    },
  );
}
