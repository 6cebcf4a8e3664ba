import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  /** Production is served over HTTPS only: browsers are told to keep to it (HSTS, upgrade-insecure-requests). */
  production: boolean;
  /** The analytics host the client build sends events to (see posthogHostFor in src/shared), or null. */
  analyticsHost: string | null;
}

/**
 * The Content-Security-Policy of every response (SPA pages, API answers, errors). Scripts come only from
 * this origin (the build inlines none); MUI's emotion writes its styles into <style> tags at run time, so
 * styles allow 'unsafe-inline'; QR codes and picture previews are data: and blob: images. The one worker is the
 * service worker at /sw.js that shows event alerts.
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions): Record<string, string[] | null> {
  const connect = ["'self'"];
  if (options.analyticsHost !== null) connect.push(new URL(options.analyticsHost).origin);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain http (local runs) upgrading the page's own requests to https would break them.
    'upgrade-insecure-requests': options.production ? [] : null,
  };
}

function helmetOptions(options: SecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * helmet's headers for these options, worked out once: they depend on nothing in the request, and building them on
 * every request (as @fastify/helmet does) cost a tenth of the server's time on a cached read.
 */
export function securityHeaderValues(options: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(helmetOptions(options))({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The same headers, for an answer Fastify sends before any hook has run (see frameworkErrors in app.ts).
 */
export function securityHeadersFor(options: SecurityHeadersOptions): (request: FastifyRequest, reply: FastifyReply) => void {
  const headers = securityHeaderValues(options);
  return (_request, reply) => {
    reply.headers(headers);
  };
}

/** helmet's headers, with the policy above, on every response. */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const headers = securityHeaderValues(options);
  // Callback hooks on the every-request path: an async one costs a promise and a turn of the microtask queue.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
