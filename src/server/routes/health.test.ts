import { DATABASE_UNAVAILABLE } from '../db/databaseUnavailable';
import { HEALTH_CACHE_MS } from '../services/health.service';
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
    expect(response.json()).toEqual({ status: 'ok', database: 'up', redis: 'unused', rateLimits: 'memory' });
  });

  it('is a 503 once the database is gone, found by asking it, not by an earlier answer', async () => {
    await t.db.destroy();
    await new Promise((resolve) => setTimeout(resolve, HEALTH_CACHE_MS));
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE });
  });
});
