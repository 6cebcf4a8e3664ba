import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER, SAFE_REQUEST_ID } from '../../shared/requestId';

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when it is a plain id (a proxy in front may set one),
 * else a new UUID. pino puts it on every log line of the request as `reqId`.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER.toLowerCase()];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Returns the id in X-Request-Id on every response. onSend sees them all: route replies, the error
 * handler's, the 404 handler's and the static files and index.html of the SPA.
 */
async function requestId(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
}

export default fp(requestId, { name: 'request-id', fastify: '5.x' });
