import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../http/AppError';
import type { LimitRule } from '../http/rateLimit';
import { etagOf, ifNoneMatchHas } from '../http/publicEtag';
import { NoQuery, responses } from '../schemas/common';
import { PREVIEW_IMAGE_TYPE, previewPng, SITE_PREVIEW_IMAGE_PATH, sitePreviewSvg } from '../services/previewImages';
import { eventThumbnailSvg } from '../services/thumbnails';

/** Previews are fetched by crawlers, each once per shared link; a day's caching, then a cheap revalidation. */
const CACHE_CONTROL = 'public, max-age=86400';
/** Drawing one takes tens of milliseconds: the last few are kept, by their artwork, for the crawlers that follow. */
const KEPT_IMAGES = 64;
/**
 * Drawings one address may cause a minute. Each costs tens of milliseconds of CPU, so walking the event ids would
 * otherwise keep a process busy; a crawler fetches each shared link's picture once, and kept pictures, 304s and
 * unknown events do not count.
 */
export const DRAWS_PER_IP: LimitRule = { name: 'preview-draws-ip', max: 30, perMs: 60_000, key: (request) => request.ip };

const PreviewImage = Type.Unsafe<Buffer>({
  description: 'A 1200×630 PNG',
  content: { [PREVIEW_IMAGE_TYPE]: { schema: { type: 'string', format: 'binary' } } },
});
const NotModified = Type.Null({ description: 'Not modified: the copy the caller holds (If-None-Match) is current' });

const EventImageParams = Type.Object({
  concertId: Type.Integer({ minimum: 0, maximum: 999_999_999, errorMessage: 'Event id must be a whole number', description: "The event's id" }),
});

/** GET /thumbnails/og/…: the pictures link previews show (og:image), drawn from the same artwork as the site's. */
export default async function previewImageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // Keyed by the artwork's tag, so an image is never stale: a renamed event draws a new one.
  const kept = new Map<string, Buffer>();
  const drawsLimit = app.limitedBy([DRAWS_PER_IP]);

  async function sendPreview(request: FastifyRequest, reply: FastifyReply, svg: string): Promise<FastifyReply> {
    const etag = etagOf(svg);
    reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
    if (ifNoneMatchHas(request.headers['if-none-match'], etag)) return reply.status(304).send();
    let png = kept.get(etag);
    if (png === undefined) {
      await drawsLimit.call(app, request, reply);
      png = await previewPng(svg);
      kept.set(etag, png);
      if (kept.size > KEPT_IMAGES) kept.delete(kept.keys().next().value as string);
    }
    return reply.type(PREVIEW_IMAGE_TYPE).send(png);
  }

  api.get(
    SITE_PREVIEW_IMAGE_PATH,
    {
      schema: {
        summary: "The site's link-preview picture",
        description: 'For pages not about one event (the landing page, the terms).',
        tags: ['images'],
        querystring: NoQuery,
        response: responses({ 200: PreviewImage, 304: NotModified }),
      },
    },
    (request, reply) => sendPreview(request, reply, sitePreviewSvg()),
  );

  api.get(
    '/thumbnails/og/:concertId.png',
    {
      schema: {
        summary: "An event's link-preview picture",
        description: "The event's artwork at 1200×630, for og:image and twitter:image.",
        tags: ['images'],
        params: EventImageParams,
        querystring: NoQuery,
        response: responses({ 200: PreviewImage, 304: NotModified }),
      },
    },
    async (request, reply) => {
      const svg = await eventThumbnailSvg(app.db, request.params.concertId);
      if (svg === null) throw new AppError(404, 'Event not found');
      return sendPreview(request, reply, svg);
    },
  );
}
