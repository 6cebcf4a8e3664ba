import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { wantsFreshReads } from './freshReads';

/**
 * How long a shared cache (nginx) may answer a public catalogue read without asking again, and how much longer it
 * may answer with the old body while one request fetches the new one. A fan sees a change within
 * EDGE_FRESH_SECONDS on a page read often, and within their sum on one read rarely; a writer sees theirs at once
 * (freshReads.ts). Browsers keep nothing (max-age=0): they revalidate with the ETag.
 */
export const EDGE_FRESH_SECONDS = 2;
export const EDGE_STALE_SECONDS = 5;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${EDGE_FRESH_SECONDS}, stale-while-revalidate=${EDGE_STALE_SECONDS}`;
/** For a reader who wrote lately, or an answer that sets a cookie: nobody keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A strong validator of the body: equal bodies, equal tags, whichever process or instance answered. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this tag (or '*'), compared weakly (nginx's gzip weakens tags it passes on). */
export function ifNoneMatchHas(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (candidate: string) => candidate.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}

/**
 * onSend for public catalogue reads (the same body whoever asks): a strong ETag, 304 when the caller holds the body,
 * and a Cache-Control that lets a shared cache keep it a few seconds. A reader with a fresh-reads cookie, or an
 * answer that sets a cookie, is never kept by anyone.
 */
export function publicRead(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload: unknown) => void): void {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return done(null, payload);
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  if (wantsFreshReads(request) || reply.hasHeader('set-cookie')) {
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    return done(null, payload);
  }
  const tag = etagOf(payload);
  reply.header('ETag', tag);
  reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
  if (!ifNoneMatchHas(request.headers['if-none-match'], tag)) return done(null, payload);
  reply.code(304);
  reply.removeHeader('content-type');
  done(null, '');
}
