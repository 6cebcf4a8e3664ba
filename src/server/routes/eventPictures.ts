import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UPLOADED_THUMBNAIL_FILE } from '../../shared/eventThumbnail';
import { findEventPicture } from '../services/events/eventThumbnail.service';
import { AppError } from '../http/AppError';
import { NoQuery, responses } from '../schemas/common';
import { PICTURE_TYPE } from '../services/safePicture';

const Picture = Type.Unsafe<Buffer>({ description: 'A WebP image', content: { [PICTURE_TYPE]: { schema: { type: 'string', format: 'binary' } } } });

/**
 * GET /thumbnails/pictures/{concertId}-{version}-{640|1280}.webp: an uploaded event thumbnail. A new upload has a
 * new version, so each address always holds the same bytes and may be cached for a year; an old version is a 404.
 */
export default async function eventPictureRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/thumbnails/pictures/:file',
    {
      schema: {
        summary: "An event's uploaded thumbnail",
        tags: ['images'],
        params: Type.Object({ file: Type.String({ description: '{concertId}-{version}-{640|1280}.webp' }) }),
        querystring: NoQuery,
        response: responses({ 200: Picture }),
      },
    },
    async (request, reply) => {
      const match = UPLOADED_THUMBNAIL_FILE.exec(request.params.file);
      const picture = match === null ? undefined : await findEventPicture(app.db, Number(match[1]));
      if (match === null || picture === undefined || picture.version !== Number(match[2])) throw new AppError(404, `Not found: GET ${request.url}`);
      return reply
        .type(PICTURE_TYPE)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(match[3] === '1280' ? picture.large : picture.small);
    },
  );
}
