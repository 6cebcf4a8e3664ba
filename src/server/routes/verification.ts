import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AppError } from '../http/AppError';
import { callerGoneSignal } from '../http/callerGone';
import { perAccount } from '../http/accountLimits';
import { isLoopbackClient } from '../http/loopbackClient';
import { requireUser } from '../http/sessions';
import { readUploadedFile } from '../http/uploadedFile';
import { MAX_FORWARD_BYTES } from '../mail/forwarded';
import { NoBody, NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { TicketListingSchema } from '../schemas/listings';
import { EmlUpload, ForwardedQuery, StatusQuery, UploadQuery, VerificationMailbox, VerificationStatus } from '../schemas/verification';
import { forwardingStart, listFromForwardedEmail, listFromUploadedEmail, type VerificationDeps } from '../services/verification.service';
import { VerificationStages } from '../services/verificationStages';
import type { VerificationResolvers } from '../mailbox/trustedKeys';

export interface VerificationRouteOptions {
  verifyMailbox: string;
  waitMs: number;
  /** DKIM keys for a caller on this machine and for anyone else (see verificationResolvers). */
  resolvers: VerificationResolvers;
  production: boolean;
}

export const NOT_YOUR_ACCOUNT = 'You can only list tickets on your own account.';
export const UPLOAD_TOO_LARGE = 'The file is larger than 10 MB. Upload only the booking confirmation e-mail (.eml).';
export const UPLOAD_MISSING = 'Choose the booking confirmation e-mail (.eml file) to upload.';

/** Each verification can hold a request open for a minute and a half: a few per user are plenty. */
const PER_USER = perAccount('verified-listing', 30, 10 * 60 * 1000);

const EML_UPLOAD = { maxFileBytes: MAX_FORWARD_BYTES, missing: UPLOAD_MISSING, tooLarge: UPLOAD_TOO_LARGE };
const tags = ['verification'];

/** SPEC §7 create-from-verified-email, its upload variant, and what the sell wizard shows while it runs. */
export default async function verificationRoutes(app: FastifyInstance, options: VerificationRouteOptions): Promise<void> {
  // Another plugin may already have registered multipart for the whole app.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  const deps: VerificationDeps = {
    db: app.db,
    notifier: app.inboundMail,
    stages: new VerificationStages(app.db, app.log),
    resolver: options.resolvers.network,
    production: options.production,
    waitMs: options.waitMs,
    closing: closing.signal,
    log: app.log,
  };
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // Counted before the query is checked: a refused call spends a try too.
  const limited = { preValidation: app.limitedBy([PER_USER]) };
  const depsFor = (request: FastifyRequest): VerificationDeps =>
    isLoopbackClient(request) ? { ...deps, resolver: options.resolvers.loopback } : deps;

  api.get(
    '/api/verification-mailbox',
    { schema: { summary: 'Where sellers forward booking e-mails', tags, querystring: NoQuery, response: responses({ 200: VerificationMailbox }) } },
    async () => ({ address: options.verifyMailbox }),
  );

  api.get(
    '/api/verification-status',
    {
      schema: {
        summary: "Where the check of the caller's booking e-mail for an event is",
        tags,
        security: SIGNED_IN,
        querystring: StatusQuery,
        response: responses({ 200: VerificationStatus }),
      },
    },
    async (request) => ({ stage: (await deps.stages.get(requireUser(request).id, request.query.concertId)) ?? 'waiting' }),
  );

  api.post(
    '/api/create-from-verified-email',
    {
      config: { catalogue: 'event-in-query' },
      schema: {
        summary: 'List tickets from a booking e-mail forwarded to the verification mailbox',
        description: 'Waits (up to MAILBOX_WAIT_MS, 90 s by default) for the forward from senderEmail, checks its DKIM-signed original and lists the booking.',
        tags,
        security: SIGNED_IN,
        querystring: ForwardedQuery,
        body: NoBody,
        response: responses({ 201: TicketListingSchema }),
      },
      ...limited,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { userId, concertId, senderEmail, expectedDkimDomain, sinceForwardingMs } = request.query;
      if (userId !== user.id) throw new AppError(403, NOT_YOUR_ACCOUNT);
      const since = request.session === null ? undefined : forwardingStart(sinceForwardingMs, request.session.created_at);
      const form = { concertId, senderEmail: senderEmail.toLowerCase(), expectedDkimDomain, since };
      const listing = await listFromForwardedEmail(depsFor(request), user, form, callerGoneSignal(request, reply));
      return reply.status(201).send(listing);
    },
  );

  api.post(
    '/api/create-from-uploaded-email',
    {
      config: { catalogue: 'event-in-query' },
      schema: {
        summary: 'List tickets from an uploaded booking e-mail (.eml)',
        description: "The original's signed To or Cc must name the account e-mail or one of its proven sender addresses.",
        tags,
        security: SIGNED_IN,
        querystring: UploadQuery,
        body: EmlUpload,
        response: responses({ 201: TicketListingSchema }),
      },
      ...limited,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const original = await readUploadedFile(request, reply, EML_UPLOAD);
      const listing = await listFromUploadedEmail(depsFor(request), user, request.query, original);
      return reply.status(201).send(listing);
    },
  );
}
