import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the API: an unknown one is a 404, never the SPA. */
const API_PREFIXES = ['/api/', '/auth/', '/dev/'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

/**
 * A known path asked with a method it does not take gets 405 with the ones it does (Allow); unknown API paths
 * get a JSON 404; any other GET is a client route, so the SPA's index.html answers.
 */
async function notFound(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allowed = app.allowedMethods(path);
    if (allowed.length > 0) {
      return reply.status(405).header('Allow', allowed.join(', ')).send({ error: `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}` });
    }
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isPageRequest && !isApiPath(request.url)) return reply.sendSpaIndex();
    return reply.status(404).send({ error: `Not found: ${request.method} ${path}` });
  });
}

export default fp(notFound, { name: 'not-found', fastify: '5.x', dependencies: ['static-spa', 'known-routes'] });
