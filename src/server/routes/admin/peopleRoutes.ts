import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { suspensionSchema } from '../../../shared/schemas/suspensionSchemas';
import { requireAdmin } from '../../http/requireAdmin';
import { adminOnly } from '../../schemas/adminAccess';
import { AdminUserSchema, PagedAdminUsers, peopleFilters } from '../../schemas/adminPeople';
import { idParams, NoBody, NoQuery, responses } from '../../schemas/common';
import { yupBody } from '../../schemas/fromYup';
import { pagedQueryInOrder } from '../../schemas/paging';
import { restoreAccount, searchPeople, suspendAccount } from '../../services/people.service';

const PEOPLE_PAGE_SIZE = 25;

/** The People page: find an account, suspend it with a reason, restore it. */
export default async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/admin/users',
    {
      schema: adminOnly({
        summary: 'Find accounts by e-mail, name or phone',
        querystring: pagedQueryInOrder(PEOPLE_PAGE_SIZE, peopleFilters),
        response: responses({ 200: PagedAdminUsers }),
      }),
    },
    async (request) => searchPeople(app.db, request.query.query ?? '', request.query),
  );

  api.post(
    '/api/admin/users/:id/suspend',
    {
      config: { catalogue: 'everything' },
      schema: adminOnly({
        summary: 'Suspend an account',
        description:
          'Its sessions end, its listings on sale are hidden from buyers, and sign-in is refused with a message until it is restored. ' +
          'Not for your own account, nor an admin (take the role back first).',
        params: idParams('Account'),
        querystring: NoQuery,
        body: yupBody(suspensionSchema, { unknownFieldsMessage: 'Unknown fields' }),
        response: responses({ 200: AdminUserSchema }),
      }),
    },
    async (request) => suspendAccount(app.db, requireAdmin(request), request.params.id, request.body.reason),
  );

  api.post(
    '/api/admin/users/:id/restore',
    {
      config: { catalogue: 'everything' },
      schema: adminOnly({
        summary: 'Restore a suspended account',
        description: 'It may sign in again, and the listings its suspension hid are on sale again.',
        params: idParams('Account'),
        querystring: NoQuery,
        body: NoBody,
        response: responses({ 200: AdminUserSchema }),
      }),
    },
    async (request) => restoreAccount(app.db, requireAdmin(request), request.params.id),
  );
}
