import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { StatisticsSchema } from '../schemas/catalogue';
import { NoQuery, responses } from '../schemas/common';
import { publicRead } from '../http/publicEtag';
import { platformStatistics } from '../services/statistics.service';

/** GET /api/statistics: public figures ('About Us in Numbers'); the home page shows them to signed-in users. */
export default async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/statistics',
    { onSend: publicRead, schema: { summary: 'Tickets listed and money sold on the platform', tags: ['catalogue'], querystring: NoQuery, response: responses({ 200: StatisticsSchema }) } },
    async () => platformStatistics(app.db),
  );
}
