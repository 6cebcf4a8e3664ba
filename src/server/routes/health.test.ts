import { DATABASE_UNAVAILABLE } from '../db/databaseUnavailable';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is ok while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', rateLimits: 'memory' });
  });

  it('is a 503 once the database is gone', async () => {
    await t.db.destroy();
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE });
  });
});
