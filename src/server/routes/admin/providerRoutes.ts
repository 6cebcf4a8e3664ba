import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PROVIDER_LIMITS } from '../../../shared/providerDefinition';
import { AppError } from '../../http/AppError';
import { isLoopbackClient } from '../../http/loopbackClient';
import { requireAdmin } from '../../http/requireAdmin';
import { checkBody } from '../../http/schemaValidation';
import { readUpload } from '../../http/uploadedFile';
import type { VerificationResolvers } from '../../mailbox/trustedKeys';
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
import { tryDefinition } from '../../services/providers/providerReading';
import { addSample, createProvider, providerDetail, providerSummaries, saveProviderVersion, setEnabled } from '../../services/providers/providers.service';

const EML = {
  maxFileBytes: PROVIDER_LIMITS.maxSampleBytes,
  missing: 'Please choose a confirmation e-mail (.eml)',
  tooLarge: `The e-mail must be under ${PROVIDER_LIMITS.maxSampleBytes / 1024 / 1024} MB`,
};
const MAX_DEFINITION_CHARS = 32 * 1024;
const checkDefinition = checkBody(ProviderDefinitionSchema);

function definitionField(text: string | undefined) {
  if (text === undefined) throw new AppError(400, 'Send the definition (JSON) in the field `definition`, before the file');
  if (text.length > MAX_DEFINITION_CHARS) throw new AppError(400, 'The definition is too long');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(400, 'The definition is not valid JSON');
  }
  return checkDefinition(parsed);
}

export interface ProviderRouteOptions {
  /** DKIM keys for "try it", as the booking check finds them (see verificationResolvers). */
  resolvers: VerificationResolvers;
  production: boolean;
}

/** Ticketing providers as data (issue 45): list, add, edit (a new version), enable, try an .eml, keep samples. */
export default async function providerRoutes(app: FastifyInstance, options: ProviderRouteOptions): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/admin/providers',
    { schema: adminOnly({ summary: 'Every ticketing provider', querystring: NoQuery, response: responses({ 200: ProviderListSchema }) }) },
    async () => ({ providers: await providerSummaries(app.db) }),
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
    async (request) => providerDetail(app.db, request.params.slug),
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
    async (request, reply) => reply.status(201).send(await createProvider(app.db, requireAdmin(request), request.body)),
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
    async (request) => saveProviderVersion(app.db, requireAdmin(request), request.params.slug, request.body),
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
    async (request) => setEnabled(app.db, requireAdmin(request), request.params.slug, request.body.enabled),
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
    async (request, reply) => {
      requireAdmin(request);
      const upload = await readUpload(request, reply, EML);
      const resolver = isLoopbackClient(request) ? options.resolvers.loopback : options.resolvers.network;
      return tryDefinition(definitionField(upload.fields.definition), upload.content, { resolver, dns: options.resolvers.dns }, new Date(), options.production);
    },
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
    async (request, reply) => {
      const admin = requireAdmin(request);
      const upload = await readUpload(request, reply, EML);
      return reply.status(201).send(await addSample(app.db, admin, request.params.slug, upload.fileName.slice(0, 200) || 'sample.eml', upload.content));
    },
  );
}
