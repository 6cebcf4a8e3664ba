import type { FastifyInstance } from 'fastify';
import { EXPLORE_PAGE_SIZE } from '../../shared/constants';
import { AppError } from '../http/AppError';
import { requireUser } from '../http/sessions';
import { likelyConcerts, recentlyViewed } from '../services/recentlyViewed.service';
import { pageQuery } from './catalogueParams';

/** The personal event lists: recently viewed needs a signed-in user; likely works for anyone, better signed in. */
export default async function recentlyViewedRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/recentlyViewedConcerts/list', async (request) => recentlyViewed(app.db, requireUser(request).id));

  app.get('/api/concerts/likely', async (request) => {
    const page = pageQuery(request, { pageNumber: 0, pageSize: EXPLORE_PAGE_SIZE, sortBy: 'concertDate', sortDir: 'asc' }, ['concertDate']);
    if (page.sortDir !== 'asc') throw new AppError(400, 'Likely events are always soonest first: sortDir must be asc');
    return likelyConcerts(app.db, request.user?.id ?? null, page);
  });
}
