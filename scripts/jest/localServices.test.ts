import { createServer, type Server } from 'node:net';
import { freePort } from '../../src/server/test/freePort';
import { useLocalServices } from './localServices.cjs';

/** A TCP server on a free loopback port that answers every connection with `reply`, counting the connections. */
async function standIn(reply: string): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.once('data', () => socket.end(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const redisAt = (port: number) => `redis://127.0.0.1:${port}`;
const postgresAt = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

describe('the local PostgreSQL and Redis a test run uses', () => {
  const servers: Array<{ close: () => Promise<void> }> = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('uses a Redis that answers PING, and no PostgreSQL where none listens', async () => {
    const redis = await standIn('+PONG\r\n');
    servers.push(redis);
    const env: Record<string, string | undefined> = {};
    const found = await useLocalServices(env, { postgres: postgresAt(await freePort()), redis: redisAt(redis.port) });
    expect(found).toEqual([`Redis at 127.0.0.1:${redis.port}`]);
    expect(env).toEqual({ REDIS_URL: redisAt(redis.port), TEST_SERVICES_FOUND: `Redis at 127.0.0.1:${redis.port}` });
  });

  it('leaves out a server that answers something else, such as a Redis that wants a password', async () => {
    const redis = await standIn('-NOAUTH Authentication required.\r\n');
    servers.push(redis);
    const env: Record<string, string | undefined> = {};
    expect(await useLocalServices(env, { postgres: postgresAt(await freePort()), redis: redisAt(redis.port) })).toEqual([]);
    expect(env).toEqual({});
    expect(redis.connections()).toBe(1);
  });

  it('leaves out a "PostgreSQL" that is not one', async () => {
    const notPostgres = await standIn('HTTP/1.1 400 Bad Request\r\n\r\n');
    servers.push(notPostgres);
    const env: Record<string, string | undefined> = {};
    expect(await useLocalServices(env, { postgres: postgresAt(notPostgres.port), redis: redisAt(await freePort()) })).toEqual([]);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(notPostgres.connections()).toBe(1);
  });

  it('asks nothing when told TEST_SERVICES=none, or when the run names its own servers', async () => {
    const redis = await standIn('+PONG\r\n');
    servers.push(redis);
    const local = { postgres: postgresAt(1), redis: redisAt(redis.port) };

    const none: Record<string, string | undefined> = { TEST_SERVICES: 'none' };
    expect(await useLocalServices(none, local)).toEqual([]);
    expect(none).toEqual({ TEST_SERVICES: 'none' });

    const named = { DATABASE_URL: 'postgres://ci@db.internal/ci', REDIS_URL: 'redis://cache.internal:6379' };
    expect(await useLocalServices(named, local)).toEqual([]);
    expect(named).toEqual({ DATABASE_URL: 'postgres://ci@db.internal/ci', REDIS_URL: 'redis://cache.internal:6379' });

    expect(redis.connections()).toBe(0);
  });
});
