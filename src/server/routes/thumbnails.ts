import type { FastifyInstance } from 'fastify';
import { findCategoryById } from '../db/repositories/categories.repo';
import { findConcertById } from '../db/repositories/concerts.repo';
import { AppError } from '../http/AppError';
import { renderThumbnailSvg } from '../services/thumbnails';

/** Generated event artwork at /thumbnails/{concertId}.svg, the path stored in concerts.thumbnail. */
export default async function thumbnailRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/thumbnails/:file', async (request, reply) => {
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
  });
}
