import type { FastifyInstance } from 'fastify';
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
  popularConcerts,
  recordConcertView,
} from '../services/catalogue.service';
import { publicRead } from '../http/publicEtag';
import { CategorySchema, ConcertSchema, exploreFilters, PagedConcerts } from '../schemas/catalogue';
import { idParams, NoQuery, responses } from '../schemas/common';
import { pagedQuery } from '../schemas/paging';
import { exploreFilter } from './catalogueParams';

const tags = ['catalogue'];
const soonestFirst = { pageSize: EXPLORE_PAGE_SIZE, sortBy: 'concertDate', sortDir: 'asc' } as const;

/**
 * SPEC §7 Events: categories, event lists and the event read. All public: SPEC §6 makes explore and the
 * event page signed-in *screens*, which the client enforces; the data is the public catalogue. A
 * signed-in reader of GET /api/concerts/:id also gets the view recorded in their recently viewed list. Every
 * answer is the same whoever asks, so a shared cache may keep it a few seconds (publicEtag.ts).
 */
export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const list = { onSend: publicRead };

  api.get(
    '/api/category',
    { ...list, schema: { summary: 'Every category', tags, querystring: NoQuery, response: responses({ 200: Type.Array(CategorySchema) }) } },
    async () => allCategories(app.db),
  );

  api.get(
    '/api/category/:id',
    { ...list, schema: { summary: 'One category', tags, params: idParams('Category'), querystring: NoQuery, response: responses({ 200: CategorySchema }) } },
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
    async (request) => {
      const { pageNumber, pageSize, sortBy, sortDir, ...filters } = request.query;
      return eventList(app.db, exploreFilter(filters), { pageNumber, pageSize, sortBy, sortDir });
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
    async (request) => categoryConcerts(app.db, request.params.id, request.query),
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
    async (request) => eventList(app.db, { when: 'past' }, request.query),
  );

  api.get(
    '/api/concerts/popular',
    { ...list, schema: { summary: 'Upcoming events by interest, then tickets listed', tags, querystring: NoQuery, response: responses({ 200: Type.Array(ConcertSchema) }) } },
    async () => popularConcerts(app.db),
  );

  api.get(
    '/api/concerts/:id',
    {
      ...list,
      schema: {
        summary: "One event with its figures (a signed-in reader's view is recorded)",
        tags,
        params: idParams('Event'),
        querystring: NoQuery,
        response: responses({ 200: ConcertSchema }),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.user !== null) await recordConcertView(app.db, request.user.id, id);
      return concertCard(app.db, id);
    },
  );
}
