import { createServer, type Server, type Socket } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { CONNECT_TIMEOUT_MS, createDatabase } from '../db/createDatabase';
import type { Database } from '../db/database';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/databaseUnavailable';
import { SERVER_ERROR_MESSAGE } from '../http/errorHandler';
import { buildTestApp, type TestApp } from '../test/testApp';

/** A TCP server standing where PostgreSQL should be, doing `behaviour` with each connection. */
async function fakeDatabaseServer(behaviour: (socket: Socket) => void): Promise<{ server: Server; url: string }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    behaviour(socket);
  });
  server.on('close', () => sockets.forEach((s) => s.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `postgres://postgres@127.0.0.1:${port}/marketplace` };
}

function closeServer(server: Server): Promise<void> {
  server.emit('close');
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('a lost database', () => {
  let t: TestApp;
  const unreachable: Kysely<Database>[] = [];
  const servers: Server[] = [];

  /** A route that queries a database at `url` the way every route queries app.db. */
  function routeOn(path: string, url: string): void {
    const db = createDatabase({ databaseUrl: url, dataDir: ':memory:' });
    unreachable.push(db);
    t.app.get(path, async () => (await sql<{ one: number }>`select 1 as one`.execute(db)).rows);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    // Nothing listens: connection refused, as while PostgreSQL is stopped.
    const refused = await fakeDatabaseServer(() => undefined);
    await closeServer(refused.server);
    routeOn('/api/test/refused', refused.url);
    // Accepts, then hangs up: a server shutting down under the connection.
    const hangsUp = await fakeDatabaseServer((socket) => socket.destroy());
    servers.push(hangsUp.server);
    routeOn('/api/test/hangs-up', hangsUp.url);
    // Accepts and never answers: a frozen server must not hold the request forever.
    const silent = await fakeDatabaseServer(() => undefined);
    servers.push(silent.server);
    routeOn('/api/test/silent', silent.url);
    t.app.get('/api/test/bad-query', async () => (await sql`select * from no_such_table`.execute(t.db)).rows);
  });

  afterAll(async () => {
    for (const db of unreachable) await db.destroy().catch(() => undefined);
    for (const server of servers) await closeServer(server);
    await t.close();
  });

  it.each([
    ['refused', '/api/test/refused'],
    ['hung up on', '/api/test/hangs-up'],
    ['silent', '/api/test/silent'],
  ])('answers 503 with a clear error and Retry-After when the connection is %s', async (_kind, url) => {
    const started = Date.now();
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE });
    expect(response.headers['retry-after']).toBe('5');
    // Answers once the connect timeout runs out instead of hanging; three times it is room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(3 * CONNECT_TIMEOUT_MS);
  });

  it('still answers a broken query as a 500: only a missing database is a 503', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bad-query' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: SERVER_ERROR_MESSAGE });
  });

  it('tells a lost connection from other errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
