import type { FastifyInstance } from 'fastify';
import { EXPLORE_PAGE_SIZE } from '../../shared/constants';
import { searchConcerts, SEARCH_SORTS } from '../services/concertSearch.service';
import { cachedJson } from '../http/cachedJson';
import { publicEtag } from '../http/publicEtag';
import { pageQuery } from './catalogueParams';
import { pagedConcertsResponse } from './responseSchemas';

/**
 * GET /api/concerts/search/{keyword}: public, because SPEC §6 lets visitors browse the header's search
 * suggestions (5 by concertName asc). sortBy defaults to relevance, which is always best match first.
 */
export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { keyword: string } }>('/api/concerts/search/:keyword', { ...pagedConcertsResponse, onSend: publicEtag }, async (request, reply) => {
    const page = pageQuery(request, { pageNumber: 0, pageSize: EXPLORE_PAGE_SIZE, sortBy: 'relevance', sortDir: 'asc' }, SEARCH_SORTS);
    // Cached until the next write (readCachePlugin): header suggestions repeat the same few prefixes.
    return cachedJson(app, reply, request.url, () => searchConcerts(app.db, request.params.keyword, page));
  });
}
