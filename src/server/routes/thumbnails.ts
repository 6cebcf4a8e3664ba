import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findCategoryById, findConcertById } from '../services/catalogue.service';
import { AppError } from '../http/AppError';
import { responses } from '../schemas/common';
import { AnyQuery } from '../schemas/query';
import { renderThumbnailSvg } from '../services/thumbnails';

/** Sent as text (never serialised): the schema only says what the answer is. */
const Svg = Type.String({ description: 'The SVG image' });

/** Generated event artwork at /thumbnails/{concertId}.svg, the path stored in concerts.thumbnail. */
export default async function thumbnailRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/thumbnails/:file',
    {
      schema: {
        summary: "An event's artwork",
        tags: ['catalogue'],
        params: Type.Object({ file: Type.String({ description: '{concertId}.svg' }) }),
        querystring: AnyQuery,
        response: responses({ 200: { content: { 'image/svg+xml': { schema: Svg } } } }),
      },
    },
    async (request, reply) => {
      // A file name, not an id: one that names no event's artwork is a 404 like any missing file.
      const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
      const concert = match === null ? undefined : await findConcertById(app.db, Number(match[1]));
      if (concert === undefined) throw new AppError(404, `Not found: GET ${request.url}`);
      const category = await findCategoryById(app.db, concert.category_id);
      const svg = renderThumbnailSvg({
        id: concert.id,
        name: concert.name,
        city: concert.city,
        categoryTitle: category?.title ?? 'Live',
      });
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
    },
  );
}
