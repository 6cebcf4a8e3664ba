import { DOCS_PREFIX } from '../http/apiDocs';
import { everyRouteApp } from '../test/everyRouteApp';
import { ROUTE_ACCESS, type AppRoute } from '../test/routeTable';
import type { TestApp } from '../test/testApp';

const READS_BODY = new Set(['POST', 'PUT', 'PATCH']);


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

  it('says in its schema which routes need a session, and that matches who may call them', () => {
    const mismatched = apiRoutes()
      .filter((route) => (ROUTE_ACCESS[route.name] !== 'public') !== declaresSession(route))
      .map((route) => `${route.name}: ${ROUTE_ACCESS[route.name]} but ${declaresSession(route) ? 'declares' : 'does not declare'} a session`);
    expect(mismatched).toEqual([]);
  });
});
