import { endedSessionHeaders } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { AppError } from './AppError';
import { SERVER_ERROR_MESSAGE } from './errorHandler';

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Test-only routes, to reach each kind of failure.
    t.app.post('/api/test/echo', async (request) => ({ received: request.body }));
    t.app.get('/api/test/refused', async () => {
      throw new AppError(409, 'This booking is already listed');
    });
    t.app.get('/api/test/bug', async () => {
      throw new Error('secret detail: connection string postgres://admin:pw@db');
    });
    t.app.post(
      '/api/test/validated',
      { schema: { body: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } } } },
      async () => ({ ok: true }),
    );
  });
  afterAll(() => t.close());

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/x?pageNumber=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found: GET /api/x' });
  });

  it.each([
    ['GET', '/auth/nothing-here'],
    ['GET', '/dev/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['DELETE', '/some/page'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: `Not found: ${method} ${url}` });
  });

  it.each([
    ['PATCH', '/api/concerts', 'GET, HEAD'],
    ['POST', '/api/users/me', 'DELETE, GET, HEAD, PUT'],
    ['DELETE', '/auth/signin', 'POST'],
    ['PUT', '/api/admin/reports/3/resolve', 'POST'],
  ] as const)('answers %s %s, a path known under other methods, with 405 and Allow: %s', async (method, url, allow) => {
    const response = await t.app.inject({ method, url: `${url}?pageNumber=1` });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({ error: `${method} is not allowed on ${url}; use ${allow}` });
  });

  it('answers a malformed JSON body with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      // Past the CSRF check, which runs before the body is read.
      headers: { ...endedSessionHeaders(), 'content-type': 'application/json' },
      payload: '{"email": "riya@example.in",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('answers a body that fails the route schema with a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: endedSessionHeaders(),
      payload: { name: 'Riya' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'email is required' });
  });

  it('passes an AppError on with its status and message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/refused' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'This booking is already listed' });
  });

  it('hides the details of an unexpected failure', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: SERVER_ERROR_MESSAGE });
  });

  it('still accepts a good JSON body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: endedSessionHeaders(), payload: { a: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { a: 1 } });
  });
});
