import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminOnly } from '../../schemas/adminAccess';
import { DashboardSchema } from '../../schemas/adminDashboard';
import { NoQuery, responses } from '../../schemas/common';
import { dashboard } from '../../services/dashboard.service';

/** The console's first page: today's figures and the last 30 India days. Read-only, so no audit entry. */
export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/admin/dashboard',
    {
      schema: adminOnly({
        summary: "Today's figures and the last 30 India days: listings, verifications, reports, sales",
        querystring: NoQuery,
        response: responses({ 200: DashboardSchema }),
      }),
    },
    async () => dashboard(app.db),
  );
}
