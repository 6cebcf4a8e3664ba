import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_POSTHOG_HOST } from '../../shared/posthogHost';
import { buildTestApp, type TestApp } from '../test/testApp';

/*
 * Fastify answers a path it cannot decode (a broken %-escape) before any hook runs; that answer still
 * carries the headers every other answer does. The policy itself is tested
 * in src/server/security/csrfSessions.test.ts.
 */

const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const securityHeadersOf = (response: LightMyRequestResponse) => Object.fromEntries(HELMET_HEADERS.map((name) => [name, response.headers[name]]));

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'production-test-session-secret-0123456789',
  DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  OIDC_ISSUER: 'https://127.0.0.1:9/',
  OIDC_CLIENT_ID: 'id',
  OIDC_CLIENT_SECRET: 'secret',
};

describe.each([
  ['in development', {}],
  ['in production', PRODUCTION],
])('security headers on answers to a malformed path, %s', (_label, env: Record<string, string>) => {
  let t: TestApp;
  let reference: Record<string, unknown>;
  beforeAll(async () => {
    t = await buildTestApp({ env });
    reference = securityHeadersOf(await t.app.inject({ method: 'GET', url: '/api/category' }));
  });
  afterAll(() => t.close());

  it.each([
    ['a broken %-escape', '/api/concerts/%E0%A4%A'],
    ['an invalid %-escape', '/api/%zz'],
    ['a broken %-escape in a page path', '/events/%E0%A4%A'],
  ] as const)('are the same as on any other answer for %s', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { error: 'The request path is not a valid URL' } });
    expect(reference['content-security-policy']).toEqual(expect.stringContaining("default-src 'self'"));
    expect(securityHeadersOf(response)).toEqual(reference);
  });
});

describe('connect-src of a client built with POSTHOG_KEY but no POSTHOG_HOST', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { POSTHOG_KEY: 'phc_test' } });
  });
  afterAll(() => t.close());

  it('lets the page reach the default PostHog host the client then sends events to', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/category' });
    expect(response.headers['content-security-policy']).toContain(`connect-src 'self' ${DEFAULT_POSTHOG_HOST};`);
  });
});
