import type { HTTPMethods } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/apiContract';
import { as, freshIp, signUp, type Browser } from '../test/accounts';
import { CSRF_EXEMPT } from '../test/routeTable';
import { buildTestApp, type TestApp } from '../test/testApp';
import { CSRF_REFUSAL } from './csrf';
import { SIGN_IN_REQUIRED } from './sessions';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT = CSRF_EXEMPT;

describe('CSRF protection of every state-changing route', () => {
  let t: TestApp;
  let browser: Browser;
  let other: Browser;
  const mutating: { method: HTTPMethods; url: string }[] = [];
  const sessionRoutes = new Set<string>();

  beforeAll(async () => {
    t = await buildTestApp({
      onRoute: (route) => {
        const security = route.schema?.security as Record<string, unknown>[] | undefined;
        for (const method of [route.method].flat()) {
          if (security?.some((requirement) => 'session' in requirement)) sessionRoutes.add(`${method} ${route.url}`);
          if (!SAFE.has(method) && !EXEMPT.has(`${method} ${route.url}`)) mutating.push({ method, url: route.url });
        }
      },
    });
    browser = (await signUp(t.app)).browser;
    other = (await signUp(t.app)).browser;
  });
  afterAll(() => t.close());

  /** A concrete path for a route pattern: every :param becomes 1. */
  const pathOf = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
  const routeNames = () => mutating.map((r) => `${r.method} ${r.url}`);

  it('finds the Account routes among them (and any other engineer adds are walked too)', () => {
    expect(routeNames()).toEqual(
      expect.arrayContaining([
        'POST /auth/logout',
        'PUT /api/users/:id',
        'PUT /api/users/me/profile-picture',
        'DELETE /api/users/me',
        'POST /api/auth/resend-otp',
        'POST /api/auth/confirm-email',
        'POST /api/phone-verification/send-otp',
        'POST /api/phone-verification/verify-otp',
      ]),
    );
  });

  it.each([
    ['no header', undefined],
    ['a wrong token', 'not-the-token'],
  ])('refuses each of them with %s, before the handler runs', async (_label, header) => {
    const before = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const { method, url } of mutating) {
      const response = await t.app.inject({
        method,
        url: pathOf(url),
        remoteAddress: freshIp(),
        cookies: { [SESSION_COOKIE]: browser.sid, [CSRF_COOKIE]: browser.csrf },
        headers: header === undefined ? {} : { [CSRF_HEADER]: header },
        payload: {},
      });
      expect({ route: `${method} ${url}`, status: response.statusCode, body: response.json() }).toEqual({
        route: `${method} ${url}`,
        status: 403,
        body: { error: CSRF_REFUSAL },
      });
    }
    // Logout was among them: the session must still be there.
    const after = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("refuses another session's token, and a token without its session cookie", async () => {
    const crossed = await t.app.inject({ ...as(browser, { method: 'POST', url: '/auth/logout' }), headers: { [CSRF_HEADER]: other.csrf } });
    expect(crossed.statusCode).toBe(403);
    const cookieless = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { [CSRF_HEADER]: browser.csrf } });
    expect(cookieless.statusCode).toBe(403);
    expect(cookieless.json()).toEqual({ error: CSRF_REFUSAL });
  });

  it('tells a caller with no session to sign in, before any token is asked for, on every route that needs one', async () => {
    const needingSession = mutating.filter(({ method, url }) => sessionRoutes.has(`${method} ${url}`));
    expect(needingSession.length).toBeGreaterThan(20);
    for (const { method, url } of needingSession) {
      const response = await t.app.inject({ method, url: pathOf(url), remoteAddress: freshIp(), payload: {} });
      expect({ route: `${method} ${url}`, status: response.statusCode, body: response.json() }).toEqual({
        route: `${method} ${url}`,
        status: 401,
        body: { error: SIGN_IN_REQUIRED },
      });
    }
  });

  it('lets the matching token through', async () => {
    const response = await t.app.inject(as(browser, { method: 'PUT', url: '/api/users/me/profile-picture' }));
    expect(response.statusCode).toBe(400);
  });

  it('needs no token to sign in or sign up', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/signin', payload: {}, remoteAddress: freshIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Email is required' });
  });

  it('leaves unknown paths to the JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});
