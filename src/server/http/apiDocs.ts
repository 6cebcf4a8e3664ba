import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CSRF_HEADER } from '../../shared/apiContract';
import { ErrorBody, NoQuery, responses } from '../schemas/common';
import { SESSION_COOKIE } from '../services/sessions.service';
import { isCsrfExempt } from './csrf';
import { withNulRule } from './nulRule';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** The document's copy of a route's schema, each request part stating the rule on U+0000 (nulRule.ts). */
function withRequestRules<S extends object>(schema: S): S {
  const copy = { ...schema } as Record<string, unknown>;
  for (const part of REQUEST_PARTS) if (copy[part] !== undefined) copy[part] = withNulRule(copy[part]);
  return copy as S;
}

/**
 * The OpenAPI 3.1 document, generated from the routes' own schemas (the ones Fastify validates and
 * serialises with), served at /api/openapi.json and shown at /api/docs. Registered before the routes so
 * it sees each one as it is added.
 */
async function apiDocs(app: FastifyInstance): Promise<void> {
  app.addSchema(ErrorBody);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FanTickets API',
        version: '1',
        description:
          'Verified fan-to-fan tickets. Every failure answers `{ "error": "…" }`. A state-changing call needs the session cookie ' +
          `and the ${CSRF_HEADER} header, which must equal the csrf-token cookie the session sets.`,
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session, set by sign-in' },
          csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: 'The value of the csrf-token cookie' },
        },
      },
    },
    // Shared schemas keep their own names in the document (#/components/schemas/ErrorBody).
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    // The CSRF hook guards every state-changing route (http/csrf.ts), so the document says so for each of them.
    transform: ({ schema: routeSchema, url, route }) => {
      if (routeSchema === undefined) return { schema: routeSchema, url };
      const schema = withRequestRules(routeSchema);
      const methods = [route.method].flat();
      if (methods.every((method) => SAFE_METHODS.has(method)) || isCsrfExempt(methods[0], url)) return { schema, url };
      const declared = (schema.security as Record<string, string[]>[] | undefined) ?? [{}];
      return { schema: { ...schema, security: declared.map((requirement) => ({ ...requirement, csrf: [] })) }, url };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'FanTickets API reference' },
    uiHooks: {
      // The UI's old index address redirects to its own URL with /static/index.html cut off the end, so one
      // with a query string would redirect to itself forever: it goes to the page, whatever follows it.
      onRequest: (request, reply, done) => {
        if (request.routeOptions.url === `${DOCS_PREFIX}/static/index.html`) return void reply.redirect(`${DOCS_PREFIX}/`);
        done();
      },
    },
  });
  app.get(
    OPENAPI_PATH,
    { schema: { summary: 'This document', querystring: NoQuery, response: responses({ 200: Type.Object({}, { additionalProperties: true }) }) } },
    async () => app.swagger(),
  );
}

export default fp(apiDocs, { name: 'api-docs', fastify: '5.x' });
