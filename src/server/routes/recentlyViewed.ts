import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EXPLORE_PAGE_SIZE } from '../../shared/constants';
import { requireUser } from '../http/sessions';
import { PagedConcerts, RecentlyViewedSchema } from '../schemas/catalogue';
import { NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { pagedQuery } from '../schemas/paging';
import { likelyConcerts, recentlyViewed } from '../services/recentlyViewed.service';

/** Likely events have one order, soonest first: the page query offers no other. */
const LikelyQuery = pagedQuery(['concertDate'], { pageSize: EXPLORE_PAGE_SIZE, sortBy: 'concertDate', sortDir: 'asc' }, {
  sortDir: Type.Optional(Type.Enum(['asc'], { default: 'asc', errorMessage: 'Likely events are always soonest first: sortDir must be asc' })),
});

/** The personal event lists: recently viewed needs a signed-in user; likely works for anyone, better signed in. */
export default async function recentlyViewedRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['catalogue'];

  api.get(
    '/api/recentlyViewedConcerts/list',
    {
      schema: {
        summary: 'The last 20 events the caller opened, newest first',
        tags,
        security: SIGNED_IN,
        querystring: NoQuery,
        response: responses({ 200: Type.Array(RecentlyViewedSchema) }),
      },
    },
    async (request) => recentlyViewed(app.db, requireUser(request).id),
  );

  api.get(
    '/api/concerts/likely',
    {
      schema: {
        summary: 'Upcoming events the caller is likely to want, soonest first',
        tags,
        querystring: LikelyQuery,
        response: responses({ 200: PagedConcerts }),
      },
    },
    async (request) => likelyConcerts(app.db, request.user?.id ?? null, request.query),
  );
}
