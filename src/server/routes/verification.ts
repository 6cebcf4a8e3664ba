import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProviderDomain } from '../../shared/entities';
import { PROVIDER_DOMAINS } from '../../shared/providers';
import { AppError } from '../http/AppError';
import type { LimitRule } from '../http/rateLimit';
import { isLoopbackClient } from '../http/loopbackClient';
import { requireUser } from '../http/sessions';
import { readUploadedFile } from '../http/uploadedFile';
import { MAX_FORWARD_BYTES } from '../mail/forwarded';
import { listFromForwardedEmail, listFromUploadedEmail, type VerificationDeps } from '../services/verification.service';
import { VerificationStages } from '../services/verificationStages';
import type { VerificationResolvers } from '../mailbox/trustedKeys';

export interface VerificationRouteOptions {
  verifyMailbox: string;
  waitMs: number;
  /** DKIM keys for a caller on this machine and for anyone else (see verificationResolvers). */
  resolvers: VerificationResolvers;
  production: boolean;
}

type Query = Record<string, unknown>;

export const NOT_YOUR_ACCOUNT = 'You can only list tickets on your own account.';
export const UPLOAD_TOO_LARGE = 'The file is larger than 10 MB. Upload only the booking confirmation e-mail (.eml).';
export const UPLOAD_MISSING = 'Choose the booking confirmation e-mail (.eml file) to upload.';

/** Each verification can hold a request open for a minute and a half: a few per user are plenty. */
const PER_USER: LimitRule = { name: 'verified-listing', max: 30, perMs: 10 * 60 * 1000, key: (r) => (r.user ? String(r.user.id) : null) };

function id(raw: unknown, name: string): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw new AppError(400, `${name} must be a whole number`);
  return Number(raw);
}

function providerDomain(raw: unknown): ProviderDomain {
  const domain = PROVIDER_DOMAINS.find((d) => d === raw);
  if (domain === undefined) throw new AppError(400, `expectedDkimDomain must be one of ${PROVIDER_DOMAINS.join(', ')}`);
  return domain;
}

function emailAddress(raw: unknown): string {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || value.length > 254) throw new AppError(400, 'senderEmail must be an e-mail address');
  return value;
}

const EML_UPLOAD = { maxFileBytes: MAX_FORWARD_BYTES, missing: UPLOAD_MISSING, tooLarge: UPLOAD_TOO_LARGE };

/** SPEC §7 create-from-verified-email, its upload variant, and what the sell wizard shows while it runs. */
export default async function verificationRoutes(app: FastifyInstance, options: VerificationRouteOptions): Promise<void> {
  // Another plugin may already have registered multipart for the whole app.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  const deps: VerificationDeps = {
    db: app.db,
    notifier: app.inboundMail,
    stages: new VerificationStages(),
    resolver: options.resolvers.network,
    production: options.production,
    waitMs: options.waitMs,
    closing: closing.signal,
  };
  const limited = { preHandler: app.limitedBy([PER_USER]) };
  const depsFor = (request: FastifyRequest): VerificationDeps =>
    isLoopbackClient(request) ? { ...deps, resolver: options.resolvers.loopback } : deps;

  app.get('/api/verification-mailbox', async () => ({ address: options.verifyMailbox }));

  app.get<{ Querystring: Query }>('/api/verification-status', async (request) => {
    const user = requireUser(request);
    return { stage: deps.stages.get(user.id, id(request.query.concertId, 'concertId')) ?? 'waiting' };
  });

  app.post<{ Querystring: Query }>('/api/create-from-verified-email', limited, async (request, reply) => {
    const user = requireUser(request);
    const { query } = request;
    if (id(query.userId, 'userId') !== user.id) throw new AppError(403, NOT_YOUR_ACCOUNT);
    const callerGone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) callerGone.abort();
    });
    const form = {
      concertId: id(query.concertId, 'concertId'),
      senderEmail: emailAddress(query.senderEmail),
      expectedDkimDomain: providerDomain(query.expectedDkimDomain),
    };
    const listing = await listFromForwardedEmail(depsFor(request), user, form, callerGone.signal);
    return reply.status(201).send(listing);
  });

  app.post<{ Querystring: Query }>('/api/create-from-uploaded-email', limited, async (request, reply) => {
    const user = requireUser(request);
    const concertId = id(request.query.concertId, 'concertId');
    const expectedDkimDomain = providerDomain(request.query.expectedDkimDomain);
    const original = await readUploadedFile(request, reply, EML_UPLOAD);
    const listing = await listFromUploadedEmail(depsFor(request), user, { concertId, expectedDkimDomain }, original);
    return reply.status(201).send(listing);
  });
}
