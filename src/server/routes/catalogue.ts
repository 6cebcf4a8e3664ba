import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EXPLORE_PAGE_SIZE } from '../../shared/constants';
import {
  allCategories,
  CONCERT_SORTS,
  categoryById,
  categoryConcerts,
  concertCard,
  eventList,
  type ListSource,
  popularConcerts,
} from '../services/catalogue.service';
import { cachedJson, cachedJsonText } from '../http/cachedJson';
import { isPriceOrder, jsonPage, listTags } from '../http/cacheTags';
import { eventTag } from '../services/cacheScope';
import { publicEtag } from '../http/publicEtag';
import { wantsFreshReads } from '../http/freshReads';
import { CategorySchema, ConcertSchema, exploreFilters, PagedConcerts } from '../schemas/catalogue';
import { idParams, NoQuery, responses } from '../schemas/common';
import { pagedQuery } from '../schemas/paging';
import { exploreFilter } from './catalogueParams';

const tags = ['catalogue'];
const soonestFirst = { pageSize: EXPLORE_PAGE_SIZE, sortBy: 'concertDate', sortDir: 'asc' } as const;

/**
 * SPEC §7 Events: categories, event lists and the event read. All public: SPEC §6 makes explore and the
 * event page signed-in *screens*, which the client enforces; the data is the public catalogue. Reading an event
 * records nothing: the client records a fan's view with POST /api/recentlyViewed (recentlyViewed.ts).
 */
export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  /** Event lists: the same for every reader, so cached until the next write (readCachePlugin) and tagged. */
  const list = { onSend: publicEtag };
  const held: ListSource = (filter, page) => app.catalogueModel.events.page(filter, page);
  const fromDatabase: ListSource = () => Promise.resolve(null);
  /** The events held here, but the database for a reader who wrote lately (freshReads.ts). */
  const model = (request: FastifyRequest): ListSource => (wantsFreshReads(request) ? fromDatabase : held);

  api.get(
    '/api/category',
    { schema: { summary: 'Every category', tags, querystring: NoQuery, response: responses({ 200: Type.Array(CategorySchema) }) } },
    // No tag: only a write that changes everything (categories are not edited through the API yet) drops it.
    async (_request, reply) => cachedJson(app, reply, '/api/category', () => [], () => allCategories(app.db)),
  );

  api.get(
    '/api/category/:id',
    { schema: { summary: 'One category', tags, params: idParams('Category'), querystring: NoQuery, response: responses({ 200: CategorySchema }) } },
    async (request) => categoryById(app.db, request.params.id),
  );

  api.get(
    '/api/concerts',
    {
      ...list,
      schema: {
        summary: 'Upcoming events (explore), narrowed by city, category and Asia/Kolkata days',
        tags,
        querystring: pagedQuery(CONCERT_SORTS, soonestFirst, exploreFilters),
        response: responses({ 200: PagedConcerts }),
      },
    },
    async (request, reply) => {
      const { pageNumber, pageSize, sortBy, sortDir, ...filters } = request.query;
      const filter = exploreFilter(filters);
      return cachedJsonText(app, reply, request.url, async () => jsonPage(isPriceOrder(sortBy))(await eventList(app.db, model(request), filter, { pageNumber, pageSize, sortBy, sortDir })));
    },
  );

  api.get(
    '/api/concerts/category/:id',
    {
      ...list,
      schema: {
        summary: "One category's upcoming events",
        tags,
        params: idParams('Category'),
        querystring: pagedQuery(CONCERT_SORTS, soonestFirst, {}),
        response: responses({ 200: PagedConcerts }),
      },
    },
    async (request, reply) =>
      cachedJsonText(app, reply, request.url, async () => jsonPage(isPriceOrder(request.query.sortBy))(await categoryConcerts(app.db, model(request), request.params.id, request.query))),
  );

  api.get(
    '/api/concerts/past',
    {
      ...list,
      schema: {
        summary: 'Past events, latest first',
        tags,
        querystring: pagedQuery(CONCERT_SORTS, { ...soonestFirst, sortDir: 'desc' }, {}),
        response: responses({ 200: PagedConcerts }),
      },
    },
    async (request, reply) =>
      cachedJsonText(app, reply, request.url, async () => jsonPage(isPriceOrder(request.query.sortBy))(await eventList(app.db, model(request), { when: 'past' }, request.query))),
  );

  api.get(
    '/api/concerts/popular',
    { ...list, schema: { summary: 'Upcoming events by interest, then tickets listed', tags, querystring: NoQuery, response: responses({ 200: Type.Array(ConcertSchema) }) } },
    async (request, reply) => cachedJson(app, reply, request.url, (events) => listTags(events, true), () => popularConcerts(app.db)),
  );

  api.get(
    '/api/concerts/:id',
    {
      schema: {
        summary: 'One event with its figures (the same for every reader: it records no view)',
        tags,
        params: idParams('Event'),
        querystring: NoQuery,
        response: responses({ 200: ConcertSchema }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return cachedJson(app, reply, `/api/concerts/${id}`, () => [eventTag(id)], () => concertCard(app.db, id));
    },
  );
}
