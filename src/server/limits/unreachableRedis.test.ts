import { freshIp } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

/** REDIS_URL set, Redis down: the limits count in this process instead of switching off, and /healthz says so. */
describe('rate limits while Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1: nothing listens there, so every connection is refused at once.
    t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  const signIn = (email: string, ip: string) => t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password: 'guess-123' }, remoteAddress: ip });

  it('reports Redis down on /healthz before any request has counted anything (an idle process)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down', rateLimits: 'memory-redis-unreachable' });
  });

  it('still refuses the 11th sign-in of a minute', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await signIn('target@example.in', ip)).statusCode).toBe(401);
    const refused = await signIn('target@example.in', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Please wait \d+ seconds before trying again$/);
  });

  it('reports the degraded state on /healthz, still answering 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down', rateLimits: 'memory-redis-unreachable' });
  });
});
