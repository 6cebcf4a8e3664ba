import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../http/AppError';
import { isLoopbackClient } from '../http/loopbackClient';
import { CurrentProvider, SlugParams } from '../schemas/adminProviders';
import { NoQuery, responses } from '../schemas/common';
import { currentProvider } from '../services/providers/providers.service';

/**
 * GET /dev/providers/:slug: a provider's current definition, for `npm run demo:forward`, which writes its demo
 * e-mail from it (the server holds the providers table; the script cannot open it while the server runs).
 * Never registered in production, and answered only on this machine, as /dev/outbox.
 */
export default async function devProviderRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/dev/providers/:slug',
    {
      schema: {
        summary: "A provider's current definition, for the demo forward",
        description: 'To a caller on this machine only; never in production.',
        tags: ['development'],
        params: SlugParams,
        querystring: NoQuery,
        response: responses({ 200: Type.Object({ provider: CurrentProvider }) }),
      },
    },
    async (request) => {
      if (!isLoopbackClient(request)) throw new AppError(403, 'Provider definitions are given only to the machine the server runs on.');
      return { provider: await currentProvider(app.db, request.params.slug) };
    },
  );
}
