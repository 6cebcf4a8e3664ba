import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminOnly } from '../../schemas/adminAccess';
import { auditFilters, PagedAuditEntries } from '../../schemas/adminAudit';
import { responses } from '../../schemas/common';
import { pagedQueryInOrder } from '../../schemas/paging';
import { auditPage } from '../../services/auditLog.service';

const AUDIT_PAGE_SIZE = 50;

/** The audit log, read-only: nothing here changes it (the actions write their own entries). */
export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/admin/audit',
    {
      schema: adminOnly({
        summary: 'The audit log: every operator action, newest first',
        querystring: pagedQueryInOrder(AUDIT_PAGE_SIZE, auditFilters),
        response: responses({ 200: PagedAuditEntries }),
      }),
    },
    async (request) => {
      const { pageNumber, pageSize, ...filters } = request.query;
      return auditPage(app.db, filters, { pageNumber, pageSize });
    },
  );
}
