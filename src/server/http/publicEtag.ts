import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator of the body: equal bodies, equal tags, whichever process or instance answered. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this tag (or '*'): the caller holds the current body. */
export function ifNoneMatchHas(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed === tag || `W/${trimmed}` === tag;
  });
}

/**
 * onSend for catalogue reads: tags a 200 JSON body with an ETag and answers 304 with no body when the
 * client already holds it. no-cache makes browsers revalidate every time (the data moves with every
 * listing), so a repeat read costs the query but not the transfer; private, because a signed-in
 * reader's listings show seller phone numbers.
 */
export function publicEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload: unknown) => void,
): void {
  if (request.method !== 'GET' || reply.statusCode !== 200) return done(null, payload);
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  // cachedJson tags the bodies it keeps; anything else is hashed here.
  const tag = (reply.getHeader('ETag') as string | undefined) ?? etagOf(payload);
  reply.header('ETag', tag);
  reply.header('Cache-Control', request.user ? 'private, no-cache' : 'no-cache');
  reply.header('Vary', 'Cookie');
  if (!ifNoneMatchHas(request.headers['if-none-match'], tag)) return done(null, payload);
  reply.code(304);
  reply.removeHeader('content-type');
  done(null, '');
}
