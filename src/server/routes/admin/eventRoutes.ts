import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_THUMBNAIL_BYTES } from '../../../shared/admin/events';
import { cancelSchema, eventSchema, postponeSchema } from '../../../shared/schemas/eventSchemas';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../../../shared/schemas/profileSchemas';
import { requireAdmin } from '../../http/requireAdmin';
import { readUploadedFile } from '../../http/uploadedFile';
import { adminOnly } from '../../schemas/adminAccess';
import { AdminEventSchema, eventFilters, PagedAdminEvents, ThumbnailUpload } from '../../schemas/adminEvents';
import { idParams, NoQuery, responses } from '../../schemas/common';
import { yupBody } from '../../schemas/fromYup';
import { pagedQueryInOrder } from '../../schemas/paging';
import { adminEvent } from '../../services/events/adminEvent';
import { cancelEvent, createEvent, editEvent, postponeEvent, searchEvents } from '../../services/events/adminEvents.service';
import { setEventThumbnail } from '../../services/events/eventThumbnail.service';

const EVENTS_PAGE_SIZE = 25;
const UNKNOWN = { unknownFieldsMessage: 'Unknown fields' };
const THUMBNAIL = { maxFileBytes: MAX_THUMBNAIL_BYTES, missing: IMAGE_TYPE_MESSAGE, tooLarge: IMAGE_SIZE_MESSAGE };

/**
 * The Events page: find, create and correct events, give one a picture, postpone or cancel it. A new or corrected
 * event may enter any list or search (its name, date, city), so those drop every cached read; a picture or a
 * cancellation changes what shows the event (and the figures), so they drop that event's reads.
 */
export default async function eventRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const Event = idParams('Event');

  api.get(
    '/api/admin/events',
    { schema: adminOnly({ summary: 'Find events by name, artist, venue or city', querystring: pagedQueryInOrder(EVENTS_PAGE_SIZE, eventFilters), response: responses({ 200: PagedAdminEvents }) }) },
    async (request) => searchEvents(app.db, request.query.query ?? '', request.query),
  );

  api.get(
    '/api/admin/events/:id',
    { schema: adminOnly({ summary: 'One event, with its listings counted', params: Event, querystring: NoQuery, response: responses({ 200: AdminEventSchema }) }) },
    async (request) => adminEvent(app.db, request.params.id),
  );

  api.post(
    '/api/admin/events',
    {
      config: { catalogue: 'everything' },
      schema: adminOnly({
        summary: 'Create an event',
        description: 'The date is India time (yyyy-mm-ddThh:mm). It shows the generated artwork until a thumbnail is uploaded.',
        querystring: NoQuery,
        body: yupBody(eventSchema, UNKNOWN),
        response: responses({ 201: AdminEventSchema }),
      }),
    },
    async (request, reply) => reply.status(201).send(await createEvent(app.db, requireAdmin(request), request.body)),
  );

  api.put(
    '/api/admin/events/:id',
    {
      config: { catalogue: 'everything' },
      schema: adminOnly({
        summary: "Correct an event's fields",
        description: 'Every field at once, the date in India time. A new date here alerts nobody: postpone the event to tell people. Not for a cancelled event (409).',
        params: Event,
        querystring: NoQuery,
        body: yupBody(eventSchema, UNKNOWN),
        response: responses({ 200: AdminEventSchema }),
      }),
    },
    async (request) => editEvent(app.db, requireAdmin(request), request.params.id, request.body),
  );

  api.put(
    '/api/admin/events/:id/thumbnail',
    {
      config: { catalogue: 'event-in-params' },
      schema: adminOnly({
        summary: "Upload an event's thumbnail",
        description: 'Drawn again as 1280×720 and 640×360 WebP (no metadata kept); the event pages offer both with srcset.',
        params: Event,
        querystring: NoQuery,
        body: ThumbnailUpload,
        response: responses({ 200: AdminEventSchema }),
      }),
    },
    async (request, reply) => setEventThumbnail(app.db, requireAdmin(request), request.params.id, await readUploadedFile(request, reply, THUMBNAIL)),
  );

  api.post(
    '/api/admin/events/:id/postpone',
    {
      config: { catalogue: 'everything' },
      schema: adminOnly({
        summary: 'Postpone an event',
        description: "A new date (India time, in the future); the event's subscribers and the sellers with listings on it are alerted.",
        params: Event,
        querystring: NoQuery,
        body: yupBody(postponeSchema, UNKNOWN),
        response: responses({ 200: AdminEventSchema }),
      }),
    },
    async (request) => postponeEvent(app.db, requireAdmin(request), request.params.id, request.body.date, new Date()),
  );

  api.post(
    '/api/admin/events/:id/cancel',
    {
      config: { catalogue: 'event-in-params' },
      schema: adminOnly({
        summary: 'Cancel an event',
        description: 'Its listings on sale are closed (buyers no longer see them; sold ones stay history) and their sellers and its subscribers are alerted.',
        params: Event,
        querystring: NoQuery,
        body: yupBody(cancelSchema, UNKNOWN),
        response: responses({ 200: AdminEventSchema }),
      }),
    },
    async (request) => cancelEvent(app.db, requireAdmin(request), request.params.id, request.body.reason, new Date()),
  );
}
