import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireAdmin } from '../../http/requireAdmin';
import { adminOnly } from '../../schemas/adminAccess';
import { InboxItemParams, InboxItemSchema, inboxFilters, InboxPageSchema } from '../../schemas/adminInbox';
import { NoBody, NoQuery, responses } from '../../schemas/common';
import { pagedQueryInOrder } from '../../schemas/paging';
import { inboxPage, markDone } from '../../services/inbox.service';

const INBOX_PAGE_SIZE = 50;

/** The inbox: what fans asked for and told the team (event suggestions, feedback, ticket requests), marked done once handled. */
export default async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/admin/inbox',
    {
      schema: adminOnly({
        summary: 'Event suggestions, feedback or ticket requests, newest first, grouped by event',
        querystring: pagedQueryInOrder(INBOX_PAGE_SIZE, inboxFilters),
        response: responses({ 200: InboxPageSchema }),
      }),
    },
    async (request) => inboxPage(app.db, request.query.kind, request.query.status ?? 'open', request.query),
  );

  api.post(
    '/api/admin/inbox/:kind/:id/done',
    {
      config: { catalogue: 'nothing' },
      schema: adminOnly({
        summary: 'Mark an inbox item done',
        params: InboxItemParams,
        querystring: NoQuery,
        body: NoBody,
        response: responses({ 200: InboxItemSchema }),
      }),
    },
    async (request) => markDone(app.db, requireAdmin(request), request.params.kind, request.params.id),
  );
}
