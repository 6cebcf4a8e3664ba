import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER, SAFE_REQUEST_ID } from '../../shared/requestId';

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when it is a plain id (a proxy in front may set one),
 * else a new UUID. pino puts it on every log line of the request as `reqId`.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER.toLowerCase()];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Puts the request's id in the response's X-Request-Id. */
export function sendRequestId(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
}

/**
 * Returns the id in X-Request-Id on every response. onSend sees them all: route replies, the error
 * handler's, the 404 handler's and the static files and index.html of the SPA. Fastify's own answers to
 * a malformed path skip the hooks: app.ts sends the id with those itself.
 */
async function requestId(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    sendRequestId(request, reply);
    done(null, payload);
  });
}

export default fp(requestId, { name: 'request-id', fastify: '5.x' });
