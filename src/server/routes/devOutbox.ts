import type { FastifyInstance } from 'fastify';

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

const SHOWN = 200;

/** GET /dev/outbox: what the app would have e-mailed or texted, newest first. Never registered in production. */
export default async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/outbox', async (): Promise<OutboxEntry[]> => {
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
