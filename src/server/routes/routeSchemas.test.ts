import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS_PREFIX } from '../http/apiDocs';
import { everyRouteApp } from '../test/everyRouteApp';
import { ROUTE_ACCESS, type AppRoute } from '../test/routeTable';
import type { TestApp } from '../test/testApp';

const READS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** The paths deploy/nginx.conf lets into its cache: the `""` lines of its `map $uri $fantickets_skip_cache`. */
function edgeCachedPaths(): RegExp[] {
  const conf = readFileSync(path.join(__dirname, '../../../deploy/nginx.conf'), 'utf8');
  const map = /map \$uri \$fantickets_skip_cache \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  return [...map.matchAll(/^\s*"~([^"]+)"\s+"";/gm)].map((match) => new RegExp(match[1]));
}

/** Pictures: the same for everyone, with a public Cache-Control of their own (immutable, or a day). */
const PUBLIC_PICTURES = new Set(['GET /api/users/:id/profile-picture', 'GET /thumbnails/:file', 'GET /thumbnails/pictures/:file', 'GET /thumbnails/og/site.png', 'GET /thumbnails/og/:concertId.png']);

/** A path the route answers: each parameter given a value. */
const samplePath = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x');

/** The parameters a route's URL names: `:id` → id, a trailing `*` → '*'. */
function pathParameters(url: string): string[] {
  return [...url.matchAll(/:(\w+)|(\*)/g)].map((match) => match[1] ?? '*');
}

function declaredNames(schema: unknown): string[] {
  return Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
}

/** What a route lacks: the parts it may read or return that it has not declared. */
function missingSchemas(route: AppRoute): string[] {
  const schema = route.schema ?? {};
  const missing: string[] = [];
  const params = pathParameters(route.url);
  if (params.length > 0 && params.some((name) => !declaredNames(schema.params).includes(name))) missing.push('params');
  if (schema.querystring === undefined) missing.push('querystring');
  if (READS_BODY.has(route.method) && schema.body === undefined) missing.push('body');
  const statuses = Object.keys((schema.response as object | undefined) ?? {});
  if (!statuses.some((status) => /^[23]/.test(status))) missing.push('a success response');
  if (!statuses.includes('4xx')) missing.push('the 4xx error response');
  return missing;
}

function declaresSession(route: AppRoute): boolean {
  const security = route.schema?.security as Record<string, unknown>[] | undefined;
  return security !== undefined && security.length > 0 && security.every((requirement) => 'session' in requirement);
}

describe('every route declares its schemas', () => {
  let t: TestApp & { routes: AppRoute[] };
  beforeAll(async () => {
    t = await everyRouteApp();
  });
  afterAll(() => t.close());

  // The documentation UI's own pages and assets (@fastify/swagger-ui) are not part of the API.
  const apiRoutes = () => t.routes.filter((route) => !route.url.startsWith(`${DOCS_PREFIX}/`) && route.url !== DOCS_PREFIX);

  it('declares params, query string, body and responses for every route', () => {
    const lacking = apiRoutes()
      .map((route) => ({ route: route.name, missing: missingSchemas(route) }))
      .filter((entry) => entry.missing.length > 0);
    expect(lacking).toEqual([]);
  });

  it('is let into the cache by deploy/nginx.conf exactly when it answers as a public read', () => {
    const cached = edgeCachedPaths();
    expect(cached.length).toBeGreaterThan(0);
    const onCachedPath = (route: AppRoute) => cached.some((pattern) => pattern.test(samplePath(route.url)));
    const reads = apiRoutes().filter((route) => route.method === 'GET');
    const isPublic = (route: AppRoute) => route.publicRead || PUBLIC_PICTURES.has(route.name);
    // A public read nginx never keeps costs the processes; a private one on a cached path waits on nginx's lock.
    expect(reads.filter((route) => isPublic(route) && !onCachedPath(route)).map((route) => route.name)).toEqual([]);
    expect(reads.filter((route) => !isPublic(route) && onCachedPath(route)).map((route) => route.name)).toEqual([]);
  });

  it('says in its schema which routes need a session, and that matches who may call them', () => {
    const mismatched = apiRoutes()
      .filter((route) => (ROUTE_ACCESS[route.name] !== 'public') !== declaresSession(route))
      .map((route) => `${route.name}: ${ROUTE_ACCESS[route.name]} but ${declaresSession(route) ? 'declares' : 'does not declare'} a session`);
    expect(mismatched).toEqual([]);
  });
});
