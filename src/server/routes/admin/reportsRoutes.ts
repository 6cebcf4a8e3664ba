import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { resolveReportSchema } from '../../../shared/schemas/moderationSchemas';
import { requireAdmin } from '../../http/requireAdmin';
import { adminOnly } from '../../schemas/adminAccess';
import { PagedReports, ResolvedReportSchema } from '../../schemas/adminModeration';
import { idParams, NoQuery, responses } from '../../schemas/common';
import { yupBody } from '../../schemas/fromYup';
import { pagedQueryInOrder } from '../../schemas/paging';
import { reportQueue, resolveReport } from '../../services/moderation/reportQueue.service';

const REPORTS_PAGE_SIZE = 20;

/** The Reports queue: buyers' open reports, each resolved with a note. */
export default async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/admin/reports',
    {
      schema: adminOnly({
        summary: "Open reports, oldest first, each with its listing, the seller's record and their other reports",
        querystring: pagedQueryInOrder(REPORTS_PAGE_SIZE, {}),
        response: responses({ 200: PagedReports }),
      }),
    },
    async (request) => reportQueue(app.db, request.query),
  );

  api.post(
    '/api/admin/reports/:id/resolve',
    {
      // Hiding the listing changes its event; suspending the seller, every event they sell for.
      config: { catalogue: 'everything' },
      schema: adminOnly({
        summary: 'Resolve a report: dismiss it, hide the listing, or suspend the seller',
        description:
          "Always with a note. Hiding the listing shows the note to its seller as the reason; suspending uses it as the suspension's reason. " +
          'The report acts only on its own listing and seller.',
        params: idParams('Report'),
        querystring: NoQuery,
        body: yupBody(resolveReportSchema, { unknownFieldsMessage: 'Unknown fields' }),
        response: responses({ 200: ResolvedReportSchema }),
      }),
    },
    async (request) => resolveReport(app.db, requireAdmin(request), request.params.id, request.body),
  );
}
