import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_IMPORT_BYTES } from '../../../shared/admin/events';
import { requireAdmin } from '../../http/requireAdmin';
import { readUploadedFile } from '../../http/uploadedFile';
import { adminOnly } from '../../schemas/adminAccess';
import { CsvUpload, ImportPreviewSchema, ImportResultSchema } from '../../schemas/adminEvents';
import { NoQuery, responses } from '../../schemas/common';
import { importEvents, previewImport } from '../../services/events/eventImport.service';

const CSV = { maxFileBytes: MAX_IMPORT_BYTES, missing: 'Please choose a CSV file', tooLarge: `The file must be under ${MAX_IMPORT_BYTES / 1024} KB` };

/** Events from a CSV file: a preview of every row and its problems first, then the good rows in one transaction. */
export default async function eventImportRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/api/admin/events/import/preview',
    {
      config: { catalogue: 'nothing' },
      schema: adminOnly({
        summary: 'Check an import file',
        description: 'Each row with its problems (a missing field, a bad date, an unknown category or provider, a duplicate). Nothing is written.',
        querystring: NoQuery,
        body: CsvUpload,
        response: responses({ 200: ImportPreviewSchema }),
      }),
    },
    async (request, reply) => previewImport(app.db, await readUploadedFile(request, reply, CSV), new Date()),
  );

  api.post(
    '/api/admin/events/import',
    {
      config: { catalogue: 'everything' },
      schema: adminOnly({
        summary: 'Import the good rows of a file',
        description: 'The file is checked again; its good rows become events in one transaction, the others are returned. 400 when no row can be imported.',
        querystring: NoQuery,
        body: CsvUpload,
        response: responses({ 200: ImportResultSchema }),
      }),
    },
    async (request, reply) => importEvents(app.db, requireAdmin(request), await readUploadedFile(request, reply, CSV), new Date()),
  );
}
