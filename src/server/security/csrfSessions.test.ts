import type { InjectOptions } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/apiContract';
import { CSRF_REFUSAL } from '../http/csrf';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { as, cookieNamed, freshIp, newAccount, signUp, type Browser } from '../test/accounts';
import { CSRF_EXEMPT, isSafeMethod, routeCollector } from '../test/routeTable';
import { buildTestApp, type TestApp } from '../test/testApp';

/** A concrete path for a route pattern: every :param becomes 1. */
const pathOf = (url: string) => url.replace(/:[^/]+/g, '1');

/** Row counts of the tables a state-changing call could touch. */
async function counts(t: TestApp) {
  const tables = ['users', 'sessions', 'otp_codes', 'ticket_listings', 'concert_subscriptions', 'manual_ticket_requests', 'feedback'] as const;
  const entries = await Promise.all(
    tables.map(async (table) => [table, Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)] as const),
  );
  return Object.fromEntries(entries);
}

describe('CSRF and sessions', () => {
  const collected = routeCollector();
  let t: TestApp;
  let alice: Browser;
  let bob: Browser;

  beforeAll(async () => {
    t = await buildTestApp({ onRoute: collected.onRoute });
    alice = (await signUp(t.app)).browser;
    bob = (await signUp(t.app)).browser;
  });
  afterAll(() => t.close());

  const mutating = () => collected.routes.filter((route) => !isSafeMethod(route.method) && !CSRF_EXEMPT.has(route.name));

  // Without the header, and with a wrong one, are walked over every route in http/csrf.test.ts.
  it("refuses every state-changing route when the token is another session's, and changes nothing", async () => {
    expect(mutating().length).toBeGreaterThan(15);
    const before = await counts(t);
    for (const route of mutating()) {
      const response = await t.app.inject({
        method: route.method,
        url: pathOf(route.url),
        remoteAddress: freshIp(),
        cookies: { [SESSION_COOKIE]: alice.sid, [CSRF_COOKIE]: bob.csrf },
        headers: { [CSRF_HEADER]: bob.csrf },
        payload: {},
      });
      expect({ route: route.name, status: response.statusCode, body: response.json() }).toEqual({ route: route.name, status: 403, body: { error: CSRF_REFUSAL } });
    }
    expect(await counts(t)).toEqual(before);
  });

  it('refuses a token sent only as a cookie (a forged form cannot set the header)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/resend-otp', cookies: { [SESSION_COOKIE]: alice.sid, [CSRF_COOKIE]: alice.csrf } });
    expect(response.statusCode).toBe(403);
  });

  it('kills a session id at logout: its cookies and token get 401 everywhere afterwards', async () => {
    const { user, browser } = await signUp(t.app);
    expect((await t.app.inject(as(browser, { method: 'GET', url: '/api/users/me' }))).statusCode).toBe(200);
    expect((await t.app.inject(as(browser, { method: 'POST', url: '/auth/logout' }))).statusCode).toBe(204);
    const replays: InjectOptions[] = [
      { method: 'GET', url: '/auth/session' },
      { method: 'GET', url: '/api/users/me' },
      { method: 'PUT', url: `/api/users/${user.id}`, payload: { name: 'Hijacked' } },
      { method: 'POST', url: '/api/auth/resend-otp' },
    ];
    for (const replay of replays) {
      const response = await t.app.inject(as(browser, replay));
      expect({ url: replay.url, status: response.statusCode, body: response.json() }).toEqual({ url: replay.url, status: 401, body: { error: SIGN_IN_REQUIRED } });
    }
    expect((await t.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow()).name).toBe('Riya Sharma');
  });

  it('never turns a session id planted before sign-in into a signed-in one', async () => {
    const { account } = await signUp(t.app);
    const planted = 'attacker-chosen-session-id-0123456789';
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: account.email, password: account.password },
      cookies: { [SESSION_COOKIE]: planted },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(cookieNamed(response, SESSION_COOKIE)?.value).not.toBe(planted);
    expect((await t.app.inject({ method: 'GET', url: '/auth/session', cookies: { [SESSION_COOKIE]: planted } })).statusCode).toBe(401);
  });

  it('sets the session cookie HttpOnly and both cookies SameSite=Lax, not Secure over plain http', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/signup', payload: newAccount(), remoteAddress: freshIp() });
    expect(cookieNamed(response, SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookieNamed(response, SESSION_COOKIE)?.secure).toBeUndefined();
    // The page's script must read the CSRF token to send it back in the header.
    expect(cookieNamed(response, CSRF_COOKIE)).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(cookieNamed(response, CSRF_COOKIE)?.httpOnly).toBeUndefined();
  });
});

describe('cookies and security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'production-test-session-secret-0123456789',
        DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        POSTHOG_HOST: 'https://eu.i.posthog.com/',
        OIDC_ISSUER: 'https://127.0.0.1:9/',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
      },
    });
  });
  afterAll(() => t.close());

  it('marks the session cookies Secure, HttpOnly (sid) and SameSite', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/signup', payload: newAccount(), remoteAddress: freshIp() });
    expect(response.statusCode).toBe(201);
    expect(cookieNamed(response, SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cookieNamed(response, CSRF_COOKIE)).toMatchObject({ secure: true, sameSite: 'Lax' });
  });

  it('sends a policy that lets the page reach the analytics host, HSTS, and no dev outbox', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/statistics' });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://eu.i.posthog.com;");
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The dev outbox shows every code sent to anyone: it must not exist in production.
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});

describe('security headers (helmet)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const POLICY = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');

  it.each([
    ['an API answer', 'GET', '/api/category', 200],
    ['a page of the SPA (503 until built)', 'GET', '/explore', 503],
    ['an unknown API path', 'GET', '/api/nothing', 404],
    ['a refused call', 'POST', '/api/feedback', 401],
  ] as const)('go out with %s', async (_label, method, url, status) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'content-security-policy': POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    // Plain http outside production: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
