import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { HEALTH_CACHE_MS } from '../services/health.service';
import { buildTestApp, type TestApp } from '../test/testApp';
import { freePort } from '../test/freePort';

/**
 * Redis stopped and started again under an idle process: /healthz learns both from asking Redis itself. The
 * Redis is this test's own (redis-server on a free port), so stopping it disturbs nobody; collected with the
 * other *.redis.test.ts when REDIS_URL says the machine has Redis.
 */

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const client = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  client.on('error', () => undefined);
  for (let tries = 0; ; tries += 1) {
    try {
      if (client.status !== 'ready') await client.connect().catch(() => undefined);
      await client.ping();
      client.disconnect();
      return redis;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function stopRedis(redis: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    redis.on('exit', () => resolve());
    redis.kill('SIGKILL');
  });
}

describe('GET /healthz with Redis stopped and started under an idle process', () => {
  let t: TestApp;
  let port: number;
  let redis: ChildProcess;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await buildTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}/3` } });
  });
  afterAll(async () => {
    await t.close();
    if (redis.exitCode === null) await stopRedis(redis);
  });

  const health = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  /** Asks until the answer is `expected` (each answer is kept for a second), or gives what it last said. */
  const healthBecomes = async (expected: unknown) => {
    let last = await health();
    for (let tries = 0; tries < 40 && JSON.stringify(last.body) !== JSON.stringify(expected); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, HEALTH_CACHE_MS / 2));
      last = await health();
    }
    return last;
  };

  it('says ok while Redis answers, degraded with Redis down once it stops, and ok again once it is back: no other request in between', async () => {
    const up = { status: 'ok', database: 'up', redis: 'up', rateLimits: 'redis' };
    expect(await healthBecomes(up)).toEqual({ status: 200, body: up });

    await stopRedis(redis);
    const down = { status: 'degraded', database: 'up', redis: 'down', rateLimits: 'memory-redis-unreachable' };
    expect(await healthBecomes(down)).toEqual({ status: 200, body: down });

    redis = await startRedis(port);
    expect(await healthBecomes(up)).toEqual({ status: 200, body: up });
  });
});
