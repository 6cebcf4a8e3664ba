import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AppError } from '../../http/AppError';
import { adminOnly } from '../../schemas/adminAccess';
import {
  EnabledBody,
  ProviderDefinitionSchema,
  ProviderDetailSchema,
  ProviderListSchema,
  ProviderSavedSchema,
  ProviderSummarySchema,
  SampleUpload,
  SlugParams,
  TryResultSchema,
} from '../../schemas/adminProviders';
import { NoQuery, responses } from '../../schemas/common';

const notYet = async (): Promise<never> => {
  throw new AppError(501, 'Not built yet');
};

/** Ticketing providers as data (issue 45): list, add, edit (a new version), enable, try an .eml, keep samples. */
export default async function providerRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/admin/providers',
    { schema: adminOnly({ summary: 'Every ticketing provider', querystring: NoQuery, response: responses({ 200: ProviderListSchema }) }) },
    notYet,
  );

  api.get(
    '/api/admin/providers/:slug',
    {
      schema: adminOnly({
        summary: "A provider's current version, its versions and its kept samples",
        description: 'Each sample is read with the current version.',
        params: SlugParams,
        querystring: NoQuery,
        response: responses({ 200: ProviderDetailSchema }),
      }),
    },
    notYet,
  );

  api.post(
    '/api/admin/providers',
    {
      config: { catalogue: 'nothing' },
      schema: adminOnly({
        summary: 'Add a provider (disabled, version 1)',
        description: '400 when a pattern does not compile or a DKIM domain is a consumer mail domain; 409 when the slug or a DKIM domain is taken.',
        querystring: NoQuery,
        body: ProviderDefinitionSchema,
        response: responses({ 201: ProviderSummarySchema }),
      }),
    },
    notYet,
  );

  api.put(
    '/api/admin/providers/:slug',
    {
      config: { catalogue: 'nothing' },
      schema: adminOnly({
        summary: "Save a new version of a provider's definition",
        description: 'The kept samples are re-read with it; the answer says, per sample, which fields changed. The slug cannot change.',
        params: SlugParams,
        querystring: NoQuery,
        body: ProviderDefinitionSchema,
        response: responses({ 200: ProviderSavedSchema }),
      }),
    },
    notYet,
  );

  api.post(
    '/api/admin/providers/:slug/enabled',
    {
      config: { catalogue: 'nothing' },
      schema: adminOnly({
        summary: 'Enable or disable a provider',
        description: 'Enabling is refused (409) until a kept sample reads fully. Disabling stops new listings; existing ones stay.',
        params: SlugParams,
        querystring: NoQuery,
        body: EnabledBody,
        response: responses({ 200: ProviderSummarySchema }),
      }),
    },
    notYet,
  );

  api.post(
    '/api/admin/providers/try',
    {
      config: { catalogue: 'nothing' },
      schema: adminOnly({
        summary: 'Try a definition on a confirmation e-mail',
        description: 'Multipart: `definition` (JSON) then `file` (.eml). The DKIM verdict, each field as read and where from, and what is missing. Nothing is written.',
        querystring: NoQuery,
        body: SampleUpload,
        response: responses({ 200: TryResultSchema }),
      }),
    },
    notYet,
  );

  api.post(
    '/api/admin/providers/:slug/samples',
    {
      config: { catalogue: 'nothing' },
      schema: adminOnly({
        summary: 'Keep a sample e-mail with the provider',
        description: 'Multipart `file` (.eml). Later versions re-read it.',
        params: SlugParams,
        querystring: NoQuery,
        body: SampleUpload,
        response: responses({ 201: ProviderDetailSchema.properties.samples.items }),
      }),
    },
    notYet,
  );
}
