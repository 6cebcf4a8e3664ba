import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PublicProvidersSchema } from '../schemas/adminProviders';
import { NoQuery, responses } from '../schemas/common';
import { publicProviders } from '../services/providers/providers.service';

/** GET /api/providers: what the sell wizard, the meet-up guide and the event form show of each provider. */
export default async function publicProviderRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/providers',
    { schema: { summary: 'The ticketing providers and what sellers are told about each', tags: ['catalogue'], querystring: NoQuery, response: responses({ 200: PublicProvidersSchema }) } },
    async () => ({ providers: await publicProviders(app.db) }),
  );
}
