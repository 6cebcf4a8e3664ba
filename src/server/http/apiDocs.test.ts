import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { everyRouteApp } from '../test/everyRouteApp';
import { CSRF_EXEMPT, ROUTE_ACCESS, type AppRoute } from '../test/routeTable';
import type { TestApp } from '../test/testApp';
import { DOCS_PREFIX, OPENAPI_PATH } from './apiDocs';

/** The document kept in the repository, for readers and for the client's contract test (src/client/api/apiContract.test.ts). */
const DOCUMENT_FILE = join(__dirname, '../../../docs/api/openapi.json');

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses?: Record<string, unknown>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

/** Fastify's /api/ticketListing/:id is OpenAPI's /api/ticketListing/{id}. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
}

function validate(document: unknown): { valid: boolean; version: string; errors: unknown[] } {
  const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    return JSON.parse(execFileSync(process.execPath, [join(__dirname, '../test/validateOpenApi.mjs'), file], { encoding: 'utf8' }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe(`GET ${OPENAPI_PATH}`, () => {
  let t: TestApp & { routes: AppRoute[] };
  let document: OpenApi;
  beforeAll(async () => {
    t = await everyRouteApp();
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  const documented = () => t.routes.filter((route) => route.url !== DOCS_PREFIX && !route.url.startsWith(`${DOCS_PREFIX}/`));
  const operation = (route: AppRoute) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

  it('is a valid OpenAPI 3.1 document', () => {
    const result = validate(document);
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ valid: true, version: '3.1' });
  });

  it('has an operation for every route the app serves, with the error body on its failures', () => {
    expect(documented().filter((route) => operation(route) === undefined).map((route) => route.name)).toEqual([]);
    // The failure body, with a reference to a shared schema followed.
    const errorBody = (route: AppRoute) => {
      const text = JSON.stringify(operation(route)?.responses?.['4XX'] ?? '');
      const name = /"#\/components\/schemas\/([^"]+)"/.exec(text)?.[1];
      return name === undefined ? text : JSON.stringify(document.components?.schemas?.[name] ?? '');
    };
    const withoutErrorBody = documented().filter((route) => !/"required":\["error"\]/.test(errorBody(route)));
    expect(withoutErrorBody.map((route) => route.name)).toEqual([]);
  });

  it('says which calls need a session and which need the CSRF header', () => {
    const needs = (route: AppRoute, scheme: string) => (operation(route)?.security ?? []).some((requirement) => scheme in requirement);
    const wrong = documented().flatMap((route) => {
      const problems: string[] = [];
      if (needs(route, 'session') !== (ROUTE_ACCESS[route.name] !== 'public')) problems.push(`${route.name}: session`);
      const changesState = !['GET', 'HEAD'].includes(route.method) && !CSRF_EXEMPT.has(route.name);
      if (needs(route, 'csrf') !== changesState) problems.push(`${route.name}: csrf`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it(`serves the reference page at ${DOCS_PREFIX}, which reads this document`, async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>FanTickets API reference</title>');
    const initializer = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('json');
  });

  it('is the document kept in docs/api/openapi.json (npm run openapi writes it)', () => {
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.OPENAPI_WRITE === '1' && process.env.CI !== 'true') writeFileSync(DOCUMENT_FILE, text);
    expect(readFileSync(DOCUMENT_FILE, 'utf8')).toBe(text);
  });
});
