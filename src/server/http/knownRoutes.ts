import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers on this path (`/api/users/7`), in order; empty when no route has it. */
    allowedMethods(path: string): string[];
  }
}

/** `/api/users/:id` as a test of a concrete path: a parameter is one segment, `*` the rest. */
function patternOf(url: string): RegExp {
  const escaped = url.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:\w+/g, '[^/]+').replace(/\*/g, '.*')}$`);
}

/**
 * Every route as it is added, so a request no route takes can be told whether its path is known under another
 * method (405 with Allow, http/notFound.ts). Registered before any route. The SPA's catch-all `/*` is left out:
 * it stands for pages that may not exist, not for a known path.
 */
async function knownRoutes(app: FastifyInstance): Promise<void> {
  const routes: { method: string; test: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url === '/*') return;
    for (const method of [route.method].flat()) routes.push({ method, test: patternOf(route.url) });
  });
  app.decorate('allowedMethods', (path: string) => [...new Set(routes.filter((route) => route.test.test(path)).map((route) => route.method))].sort());
}

export default fp(knownRoutes, { name: 'known-routes', fastify: '5.x' });
