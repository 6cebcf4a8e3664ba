import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EXPLORE_PAGE_SIZE } from '../../shared/constants';
import { searchConcerts, SEARCH_SORTS } from '../services/concertSearch.service';
import { publicRead } from '../http/publicEtag';
import { KeywordParams, PagedConcerts } from '../schemas/catalogue';
import { responses } from '../schemas/common';
import { pagedQuery } from '../schemas/paging';

/**
 * GET /api/concerts/search/{keyword}: public, because SPEC §6 lets visitors browse the header's search
 * suggestions (5 by concertName asc). sortBy defaults to relevance, which is always best match first.
 */
export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/concerts/search/:keyword',
    {
      onSend: publicRead,
      schema: {
        summary: 'Upcoming events matching every word of the keyword',
        tags: ['catalogue'],
        params: KeywordParams,
        querystring: pagedQuery(SEARCH_SORTS, { pageSize: EXPLORE_PAGE_SIZE, sortBy: 'relevance', sortDir: 'asc' }, {}),
        response: responses({ 200: PagedConcerts }),
      },
    },
    async (request) => searchConcerts(app.db, request.params.keyword, request.query),
  );
}
