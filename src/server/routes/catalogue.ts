import type { FastifyInstance } from 'fastify';
import { EXPLORE_PAGE_SIZE } from '../../shared/constants';
import { resolvePageQuery } from '../../shared/paging';
import { CONCERT_SORTS } from '../db/repositories/concerts.repo';
import { AppError } from '../http/AppError';
import { allCategories, upcomingConcerts } from '../services/catalogue.service';

/** SPEC §7 Events: categories and the upcoming-events list. */
export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/category', async () => allCategories(app.db));

  app.get<{ Querystring: Record<string, unknown> }>('/api/concerts', async (request) => {
    const query = resolvePageQuery(
      request.query,
      { pageNumber: 0, pageSize: EXPLORE_PAGE_SIZE, sortBy: 'concertDate', sortDir: 'asc' },
      CONCERT_SORTS,
    );
    if (!query.ok) throw new AppError(400, query.error);
    return upcomingConcerts(app.db, query.page);
  });
}
