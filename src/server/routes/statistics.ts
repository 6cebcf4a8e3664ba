import type { FastifyInstance } from 'fastify';
import { platformStatistics } from '../services/statistics.service';

/** GET /api/statistics: public figures ('About Us in Numbers'); the home page shows them to signed-in users. */
export default async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/statistics', async () => platformStatistics(app.db));
}
