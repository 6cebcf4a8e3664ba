import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/AppError';
import { isLoopbackClient } from '../http/loopbackClient';

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

const SHOWN = 200;

/**
 * GET /dev/outbox: what the app would have e-mailed or texted, newest first. Never registered in production,
 * and shown only to this machine: it holds every account's codes.
 */
export default async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/outbox', async (request): Promise<OutboxEntry[]> => {
    if (!isLoopbackClient(request)) throw new AppError(403, 'The dev outbox is shown only on the machine the server runs on.');
    const rows = await app.db
      .selectFrom('outbox')
      .select(['channel', 'to', 'subject', 'text', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .execute();
    return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at.toISOString() }));
  });
}
