import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/server';
import { EDGE_FRESH_SECONDS, EDGE_STALE_SECONDS, PUBLIC_CACHE_CONTROL } from '../../src/server/http/publicEtag';
import { startNginx, type NginxProcess } from './nginxProcess';

/**
 * deploy/nginx.conf (as the cluster runs it: only the ports and the cache folder changed) in front of two
 * stand-in API processes, A and B, that answer as the app does: what a caller sees through it.
 */

interface Arrival {
  by: string;
  method: string;
  path: string;
  body: string;
}

/** What both stand-ins share: every request that reached either, and which paths have already cut one off. */
interface Upstreams {
  arrivals: Arrival[];
  cutOff: Set<string>;
  /** OWN_LISTINGS requests not yet answered. */
  held: ServerResponse[];
}

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

// Stand-in answers on the paths nginx's cache looks at (the app's public catalogue reads), each path with
// headers of its own, so that what is kept is decided by the answer, as in the app.
const CATALOGUE = '/api/concerts';
const EXPIRING = '/api/concerts/2';
const SHORT_STALE = '/api/concerts/3';
const SHIPPED = '/api/concerts/4';
const PRIVATE = '/api/concerts/5';
const UNMARKED = '/api/category/6';
const WITH_COOKIE = '/api/statistics';
const THEN_AWAY = '/api/ticketListing/concerts/8';
/** A read private to each caller at one URL for all (a seller's own listings): answered once three are in. */
const OWN_LISTINGS = '/api/ticketListing/users';
const TOGETHER = 3;
const DATABASE_AWAY = { error: 'The service is briefly unavailable. Please try again in a moment.' };

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** One stand-in's answers, by path: each numbers its answers to a path so a caller can tell a cached one. */
function standIn(by: string, upstreams: Upstreams, request: IncomingMessage, response: ServerResponse, body: string): void {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const arrival = { by, method: request.method ?? '', path: url.pathname, body };
  upstreams.arrivals.push(arrival);
  const served = upstreams.arrivals.filter((a) => a.path === url.pathname).length;
  const answer = { by, served, method: arrival.method, body };
  switch (url.pathname) {
    case '/healthz':
      return json(response, 200, { status: 'ok' });
    case CATALOGUE:
      return json(response, 200, answer, { 'cache-control': PUBLIC, etag: `"${served}"` });
    case EXPIRING:
      return json(response, 200, answer, { 'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=30', etag: `"${served}"` });
    case SHORT_STALE:
      return json(response, 200, answer, { 'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=1' });
    case SHIPPED:
      // What the app's public catalogue reads say (publicEtag.ts): the bound the README states is this header's.
      return json(response, 200, answer, { 'cache-control': PUBLIC_CACHE_CONTROL, etag: `"${served}"` });
    case PRIVATE:
      return json(response, 200, answer, { 'cache-control': 'private, max-age=60' });
    case UNMARKED:
      return json(response, 200, answer, { 'cache-control': 'max-age=60' });
    case WITH_COOKIE:
      return json(response, 200, answer, { 'cache-control': PUBLIC, 'set-cookie': 'csrf-token=abc; Path=/' });
    case THEN_AWAY:
      // A public answer, then the database goes away.
      if (served > 1) return json(response, 503, DATABASE_AWAY, { 'retry-after': '5' });
      return json(response, 200, answer, { 'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=1' });
    case OWN_LISTINGS: {
      // Held until TOGETHER callers are in at once, or 3 s: nginx must not make one caller wait for another's answer.
      upstreams.held.push(response);
      const answerAll = (together: boolean) => upstreams.held.splice(0).forEach((held) => json(held, 200, { ...answer, together }, { 'cache-control': 'private, no-store' }));
      if (upstreams.held.length >= TOGETHER) return answerAll(true);
      setTimeout(() => answerAll(false), 3_000).unref();
      return;
    }
    case '/api/database-away':
      return json(response, 503, DATABASE_AWAY, { 'retry-after': '5' });
    case '/api/dies-once':
      // The first request to reach either process is cut off with no answer, as by a process killed while on it.
      if (!upstreams.cutOff.has(url.pathname)) {
        upstreams.cutOff.add(url.pathname);
        request.socket.destroy();
        return;
      }
      return json(response, 200, answer);
    default:
      return json(response, 200, answer);
  }
}

/** A stand-in's answer, or the error body of a 503. */
interface Answer {
  by?: string;
  served?: number;
  together?: boolean;
  error?: string;
}

interface Edge {
  nginx: NginxProcess;
  upstreams: Upstreams;
  get(pathname: string, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; body: Answer }>;
  stop(): Promise<void>;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function startEdge(): Promise<Edge> {
  const upstreams: Upstreams = { arrivals: [], cutOff: new Set(), held: [] };
  const servers = ['A', 'B'].map((by) =>
    createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => standIn(by, upstreams, request, response, body));
    }),
  );
  const ports = [await listen(servers[0]), await listen(servers[1])];
  const folder = mkdtempSync(path.join(tmpdir(), 'deploy-nginx-'));
  const nginx = await startNginx(path.join(folder, 'nginx'), await freePort(), ports);
  // startNginx waits for /healthz: the tests count from here.
  upstreams.arrivals.length = 0;
  return {
    nginx,
    upstreams,
    get: async (pathname, headers = {}) => {
      const response = await fetch(nginx.origin + pathname, { headers });
      return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
    },
    stop: async () => {
      await nginx.stop();
      for (const server of servers) server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const reached = (edge: Edge, pathname: string) => edge.upstreams.arrivals.filter((a) => a.path === pathname);

describe('deploy/nginx.conf in front of two API processes', () => {
  let edge: Edge;
  beforeAll(async () => {
    edge = await startEdge();
  });
  afterAll(() => edge.stop());

  it('answers a public catalogue read from its cache, whoever asks, until s-maxage runs out', async () => {
    const first = await edge.get(`${CATALOGUE}?page=1`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const again = await edge.get(`${CATALOGUE}?page=1`, { cookie: 'sid=someone-signed-in; csrf-token=t' });
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(again.body).toEqual(first.body);
    expect(reached(edge, CATALOGUE)).toHaveLength(1);
    // Another query is another page.
    expect((await edge.get(`${CATALOGUE}?page=2`)).body.served).toBe(2);
  });

  it('answers a conditional read with 304 from the cache', async () => {
    const first = await edge.get(`${CATALOGUE}?page=3`);
    const before = reached(edge, CATALOGUE).length;
    const response = await fetch(`${edge.nginx.origin}${CATALOGUE}?page=3`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(response.status).toBe(304);
    expect(reached(edge, CATALOGUE)).toHaveLength(before);
  });

  it('sends a reader with the fresh-reads cookie past the cache, and keeps nothing of what they read', async () => {
    const cached = await edge.get(`${CATALOGUE}?page=4`);
    const fresh = await edge.get(`${CATALOGUE}?page=4`, { cookie: 'sid=seller; fresh-reads=s%3A7.1700000000000.sig' });
    expect(fresh.headers.get('x-cache-status')).toBe('BYPASS');
    expect(fresh.body.served).toBe(cached.body.served! + 1);
    // Everyone else still reads the cached answer, not the writer's.
    const other = await edge.get(`${CATALOGUE}?page=4`);
    expect(other.headers.get('x-cache-status')).toBe('HIT');
    expect(other.body).toEqual(cached.body);
  });

  it.each([
    ['private', PRIVATE],
    ['not marked public', UNMARKED],
    ['setting a cookie', WITH_COOKIE],
  ])('never keeps an answer %s', async (_, pathname) => {
    const first = await edge.get(pathname, { cookie: 'sid=first-user' });
    const second = await edge.get(pathname);
    expect(second.body.served).toBe(first.body.served! + 1);
    expect(second.headers.get('x-cache-status')).toBe('MISS');
    expect(reached(edge, pathname)).toHaveLength(2);
  });

  it("never makes a caller's private read wait for another caller's at the same address", async () => {
    const answers = await Promise.all(Array.from({ length: TOGETHER }, (_, n) => edge.get(OWN_LISTINGS, { cookie: `sid=seller-${n}` })));
    expect(answers.map((answer) => answer.body.together)).toEqual(Array(TOGETHER).fill(true));
    expect(reached(edge, OWN_LISTINGS)).toHaveLength(TOGETHER);
  });

  it('serves the old answer while one request fetches the new one once s-maxage has run out', async () => {
    const first = await edge.get(EXPIRING);
    // nginx counts whole seconds: s-maxage=1 lasts until the second after next.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const stale = await edge.get(EXPIRING);
    expect(stale.headers.get('x-cache-status')).toMatch(/^(STALE|UPDATING|REVALIDATED|EXPIRED)$/);
    let next = stale;
    for (let tries = 0; next.body.served === first.body.served && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await edge.get(EXPIRING);
    }
    expect(next.body.served).toBe(first.body.served! + 1);
  });

  it('never serves an answer older than s-maxage and stale-while-revalidate allow', async () => {
    const first = await edge.get(SHORT_STALE);
    // Both run out within the second after next after next, counted in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const next = await edge.get(SHORT_STALE);
    expect(next.headers.get('x-cache-status')).toBe('EXPIRED');
    expect(next.body.served).toBe(first.body.served! + 1);
  });

  describe("with the app's own Cache-Control", () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // nginx counts whole seconds; a refresh takes one request's time more.
    const WHOLE_SECOND_MS = 1_000;
    const REQUEST_MS = 500;

    it('shows a change on a page read all the time within s-maxage', async () => {
      const first = await edge.get(`${SHIPPED}?page=busy`);
      const start = Date.now();
      let seen = first;
      while (seen.body.served === first.body.served && Date.now() - start < 20_000) {
        await sleep(100);
        seen = await edge.get(`${SHIPPED}?page=busy`);
      }
      expect(seen.body.served).toBeGreaterThan(first.body.served!);
      expect(Date.now() - start).toBeLessThanOrEqual(EDGE_FRESH_SECONDS * 1_000 + WHOLE_SECOND_MS + REQUEST_MS);
    });

    it('shows a change on a page read once in a while within s-maxage and stale-while-revalidate', async () => {
      const first = await edge.get(`${SHIPPED}?page=quiet`);
      await sleep((EDGE_FRESH_SECONDS + EDGE_STALE_SECONDS) * 1_000 + WHOLE_SECOND_MS + 100);
      const next = await edge.get(`${SHIPPED}?page=quiet`);
      expect(next.headers.get('x-cache-status')).toBe('EXPIRED');
      expect(next.body.served).toBeGreaterThan(first.body.served!);
    });
  });

  it('keeps serving the last good public answer while the database is away', async () => {
    const good = await edge.get(THEN_AWAY);
    // Past stale-while-revalidate too: an outage outlasts it.
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    for (let n = 0; n < 3; n += 1) {
      const answer = await edge.get(THEN_AWAY);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(good.body);
    }
    expect(reached(edge, THEN_AWAY).length).toBeGreaterThan(1);
  });

  it("passes the app's 503 and its Retry-After through, request after request", async () => {
    for (let n = 0; n < 4; n += 1) {
      const answer = await edge.get('/api/database-away');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual(DATABASE_AWAY);
    }
    // Once to one process each time: the other shares the database.
    expect(reached(edge, '/api/database-away')).toHaveLength(4);
  });

  it('sends a write with its body to one process', async () => {
    const response = await fetch(`${edge.nginx.origin}/api/listing/7`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"price":1200}' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache-status')).toBeNull();
    expect(await response.json()).toMatchObject({ method: 'PUT', body: '{"price":1200}' });
  });
});

describe('a request cut off by an API process', () => {
  let edge: Edge;
  // A fresh pair each time: nginx counts the cut-off process as down for fail_timeout.
  beforeEach(async () => {
    edge = await startEdge();
  });
  afterEach(() => edge.stop());

  it.each(['GET', 'HEAD'])('is a %s, so nginx asks the other process', async (method) => {
    const response = await fetch(`${edge.nginx.origin}/api/dies-once`, { method });
    expect(response.status).toBe(200);
    const [cut, answered] = reached(edge, '/api/dies-once');
    expect(answered.by).not.toBe(cut.by);
  });

  it.each(['PUT', 'DELETE', 'POST', 'PATCH'])('is a %s, so it is sent once, and the caller told it failed', async (method) => {
    const response = await fetch(`${edge.nginx.origin}/api/dies-once`, { method, headers: { 'content-type': 'application/json' }, body: '{"price":900}' });
    expect(response.status).toBe(502);
    expect(reached(edge, '/api/dies-once')).toEqual([{ by: expect.any(String), method, path: '/api/dies-once', body: '{"price":900}' }]);
  });
});
