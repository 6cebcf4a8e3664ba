import { sql } from 'kysely';
import { HEARD_READ_CACHE_TTL_MS, READ_CACHE_TTL_MS } from '../http/readCachePlugin';
import { buildTestApp, type TestApp } from '../test/testApp';

/**
 * Runs on a PostgreSQL server only (DATABASE_URL, as in CI's server step): the listening connection is one
 * of its own there, and can be lost. While it is, other processes' writes go unheard, so cached reads live
 * only briefly; once it is back, everything held is dropped and reads live long again.
 */
describe('the read cache while the listening connection is lost', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  const waitFor = async (condition: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('keeps reads briefly while it hears nothing, and long again once it listens again', async () => {
    expect(t.app.readCache.lifetimeMs).toBe(HEARD_READ_CACHE_TTL_MS);
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`.execute(t.db);
    expect(ended.rows.length).toBeGreaterThan(0);
    await waitFor(() => t.app.readCache.lifetimeMs === READ_CACHE_TTL_MS);
    await waitFor(() => t.app.readCache.lifetimeMs === HEARD_READ_CACHE_TTL_MS);
  });
});
