import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MAX_FORWARD_BYTES } from '../mail/forwarded';
import { AppError } from './AppError';
import { closeUnreadBody } from './closeUnreadBody';
import { BODY_TOO_LARGE } from './errorHandler';

/** The largest body any route takes: the 10 MB e-mail upload, with room for the multipart framing around it. */
export const MAX_REQUEST_BYTES = MAX_FORWARD_BYTES + 1024 * 1024;

/**
 * Refuses a request whose Content-Length is over MAX_REQUEST_BYTES before a byte of its body is read.
 * JSON bodies have Fastify's 1 MiB limit already; multipart bodies are read by the routes themselves, so
 * without this a 50 MB upload would be read up to the route's own limit (or drained to its end).
 */
async function bodySize(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    const declared = Number(request.headers['content-length']);
    if (!(declared > MAX_REQUEST_BYTES)) return done();
    // The rest of the body is never wanted: close the connection instead of draining it.
    closeUnreadBody(request, reply);
    done(new AppError(413, BODY_TOO_LARGE));
  });
  // An answer sent before the body has all arrived (a chunked body over a route's limit, say) ends the
  // connection too, in a way that lets the client read the answer first (see closeUnreadBody).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete === false) closeUnreadBody(request, reply);
    done(null, payload);
  });
}

export default fp(bodySize, { name: 'body-size', fastify: '5.x' });
