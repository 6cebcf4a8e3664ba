import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EXPLORE_PAGE_SIZE } from '../../shared/constants';
import type { LimitRule } from '../http/rateLimit';
import { requireUser } from '../http/sessions';
import { PagedConcerts, RecentlyViewedSchema } from '../schemas/catalogue';
import { NoContent, NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { pagedQuery } from '../schemas/paging';
import { likelyConcerts, recentlyViewed, recordRecentlyViewed } from '../services/recentlyViewed.service';

/** Likely events have one order, soonest first: the page query offers no other. */
const LikelyQuery = pagedQuery(['concertDate'], { pageSize: EXPLORE_PAGE_SIZE, sortBy: 'concertDate', sortDir: 'asc' }, {
  sortDir: Type.Optional(Type.Enum(['asc'], { default: 'asc', errorMessage: 'Likely events are always soonest first: sortDir must be asc' })),
});

const ViewBody = Type.Object(
  { eventId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, errorMessage: "eventId must be an event's id, a whole number from 1", description: 'The event opened' }) },
  { additionalProperties: false, unknownFieldsMessage: 'Only eventId may be sent' },
);

/** Views one account may record an hour: a fan opening event after event, not a loop inflating interest. */
const VIEWS: LimitRule = { name: 'recently-viewed', max: 240, perMs: 60 * 60 * 1000, key: (request) => (request.user ? String(request.user.id) : null) };

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

  api.post(
    '/api/recentlyViewed',
    {
      // A view moves the event's interest, a popularity figure: it shows with the event's next write, as it did
      // when the event read recorded the view.
      config: { catalogue: 'nothing' },
      schema: {
        summary: 'Record that the caller opened an event page: it moves to the top of their recently viewed list',
        tags,
        security: SIGNED_IN,
        querystring: NoQuery,
        body: ViewBody,
        response: responses({ 204: NoContent }),
      },
      preHandler: app.limitedBy([VIEWS]),
    },
    async (request, reply) => {
      await recordRecentlyViewed(app.db, requireUser(request).id, request.body.eventId);
      return reply.status(204).send(null);
    },
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
