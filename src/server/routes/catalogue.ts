import type { FastifyInstance } from 'fastify';
import { EXPLORE_PAGE_SIZE } from '../../shared/constants';
import type { ResolvedPage } from '../../shared/paging';
import { CONCERT_SORTS, type ConcertSort } from '../db/repositories/concerts.repo';
import {
  allCategories,
  categoryById,
  categoryConcerts,
  concertDetails,
  concertPage,
  popularConcerts,
} from '../services/catalogue.service';
import { cachedJson } from '../http/cachedJson';
import { publicEtag } from '../http/publicEtag';
import { exploreFilter, pageQuery, pathId, type Query } from './catalogueParams';
import { concertSchema, pagedConcertsResponse } from './responseSchemas';

interface IdParams {
  id: string;
}

const byDate = (sortDir: 'asc' | 'desc'): ResolvedPage<ConcertSort> => ({
  pageNumber: 0,
  pageSize: EXPLORE_PAGE_SIZE,
  sortBy: 'concertDate',
  sortDir,
});

/**
 * SPEC §7 Events: categories, event lists and the event read. All public: SPEC §6 makes explore and the
 * event page signed-in *screens*, which the client enforces; the data is the public catalogue. A
 * signed-in reader of GET /api/concerts/:id also gets the view recorded in their recently viewed list.
 */
export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  /** Event lists: the same for every reader, so cached until the next write (readCachePlugin) and tagged. */
  const list = { ...pagedConcertsResponse, onSend: publicEtag };

  app.get('/api/category', async () => allCategories(app.db));

  app.get<{ Params: IdParams }>('/api/category/:id', async (request) => categoryById(app.db, pathId(request.params.id, 'Category')));

  /** Explore: upcoming events, narrowed by city, categoryId and from/to (yyyy-mm-dd, Asia/Kolkata, inclusive). */
  app.get<{ Querystring: Query }>('/api/concerts', list, async (request, reply) => {
    const filter = exploreFilter(request.query);
    const page = pageQuery(request, byDate('asc'), CONCERT_SORTS);
    return cachedJson(app, reply, request.url, () => concertPage(app.db, filter, page));
  });

  app.get<{ Params: IdParams; Querystring: Query }>('/api/concerts/category/:id', list, async (request, reply) => {
    const id = pathId(request.params.id, 'Category');
    const page = pageQuery(request, byDate('asc'), CONCERT_SORTS);
    return cachedJson(app, reply, request.url, () => categoryConcerts(app.db, id, page));
  });

  app.get<{ Querystring: Query }>('/api/concerts/past', list, async (request, reply) => {
    const page = pageQuery(request, byDate('desc'), CONCERT_SORTS);
    return cachedJson(app, reply, request.url, () => concertPage(app.db, { when: 'past' }, page));
  });

  app.get('/api/concerts/popular', { schema: { response: { 200: { type: 'array', items: concertSchema } } }, onSend: publicEtag }, async (request, reply) =>
    cachedJson(app, reply, request.url, () => popularConcerts(app.db)),
  );

  app.get<{ Params: IdParams }>('/api/concerts/:id', async (request) =>
    concertDetails(app.db, pathId(request.params.id, 'Event'), request.user?.id ?? null),
  );
}
