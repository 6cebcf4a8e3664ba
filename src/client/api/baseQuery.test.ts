/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { OFFLINE_MESSAGE } from '../features/network/networkSlice';
import { createBaseQuery, type Transport } from './baseQuery';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: SeenRequest, res: ServerResponse) => void;

let server: Server;
let origin: string;
let seen: SeenRequest[];
let handler: Handler;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let slept: number[];

beforeEach(() => {
  seen = [];
  slept = [];
  handler = (_req, res) => json(res, 200, { ok: true });
});

function baseQuery(overrides: Partial<Transport> = {}) {
  return createBaseQuery({
    baseUrl: origin,
    fetchFn: (input, init) => fetch(input, init),
    readCookie: (name) => (name === 'csrf-token' ? 'csrf-abc' : undefined),
    sleep: async (ms) => {
      slept.push(ms);
    },
    ...overrides,
  });
}

function queryApi(state: unknown = {}): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => state,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
}

describe('baseQuery against a real HTTP server', () => {
  it('prefixes /api except on /auth paths, keeping resend-otp and confirm-email under /api', async () => {
    const query = baseQuery();
    for (const path of ['/concerts', '/auth/session', '/auth/resend-otp', '/auth/confirm-email?otp=1']) {
      await query(path, queryApi(), {});
    }
    expect(seen.map((r) => r.url)).toEqual([
      '/api/concerts',
      '/auth/session',
      '/api/auth/resend-otp',
      '/api/auth/confirm-email?otp=1',
    ]);
  });

  it('returns the JSON body as data and appends params', async () => {
    handler = (_req, res) => json(res, 200, { content: [1, 2], lastPage: true });
    const result = await baseQuery()({ url: '/concerts', params: { pageNumber: 0, sortBy: undefined } }, queryApi(), {});
    expect(result).toEqual({ data: { content: [1, 2], lastPage: true } });
    expect(seen[0].url).toBe('/api/concerts?pageNumber=0');
  });

  it('sends X-Csrf-Token from the csrf-token cookie on every non-GET call, never on GET', async () => {
    const query = baseQuery();
    await query('/concerts', queryApi(), {});
    await query({ url: '/auth/signin', method: 'POST', body: { email: 'a@b.in' } }, queryApi(), {});
    await query({ url: '/ticketListing/4/status', method: 'PATCH' }, queryApi(), {});
    expect(seen[0].headers['x-csrf-token']).toBeUndefined();
    expect(seen[1].headers['x-csrf-token']).toBe('csrf-abc');
    expect(seen[1].headers['content-type']).toBe('application/json');
    expect(seen[1].body).toBe('{"email":"a@b.in"}');
    expect(seen[2].headers['x-csrf-token']).toBe('csrf-abc');
  });

  it('asks fetch to include cookies', async () => {
    const inits: RequestInit[] = [];
    const query = baseQuery({
      fetchFn: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });
    await query('/users/me', queryApi(), {});
    expect(inits[0].credentials).toBe('include');
  });

  it('retries a failed read (5xx) twice more, waiting 1000 then 2000 ms', async () => {
    handler = (_req, res) => json(res, 503, { error: 'Try later' });
    const result = await baseQuery()('/statistics', queryApi(), {});
    expect(seen).toHaveLength(3);
    expect(slept).toEqual([1000, 2000]);
    expect(result.error).toEqual({ status: 503, data: { error: 'Try later' } });
  });

  it('stops retrying once an attempt succeeds', async () => {
    handler = (_req, res) => (seen.length < 2 ? json(res, 502, { error: 'Bad gateway' }) : json(res, 200, { totalTickets: 9 }));
    const result = await baseQuery()('/statistics', queryApi(), {});
    expect(seen).toHaveLength(2);
    expect(slept).toEqual([1000]);
    expect(result).toEqual({ data: { totalTickets: 9 } });
  });

  it.each([401, 404, 408, 409, 422, 429])('never retries a %i: a client error answers the same again', async (status) => {
    handler = (_req, res) => json(res, status, { error: 'No' });
    const result = await baseQuery()('/concerts/99', queryApi(), {});
    expect(result.error).toEqual({ status, data: { error: 'No' } });
    expect(seen).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it('retries a read that met a network failure, then reports it', async () => {
    const result = await baseQuery({ baseUrl: 'http://127.0.0.1:1' })('/concerts', queryApi(), {});
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(slept).toEqual([1000, 2000]);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('sends a %s once, whatever the server answers', async (method) => {
    handler = (_req, res) => json(res, 503, { error: 'Try later' });
    const result = await baseQuery()({ url: '/ticketListing/31/view', method }, queryApi(), {});
    expect(result.error).toEqual({ status: 503, data: { error: 'Try later' } });
    expect(seen.map((r) => r.method)).toEqual([method]);
    expect(slept).toEqual([]);
  });

  it('sends a change once when the network fails: it may have reached the server', async () => {
    let sent = 0;
    const failing = baseQuery({
      fetchFn: async () => {
        sent += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    const result = await failing({ url: '/ticketListing/31/view', method: 'POST' }, queryApi(), {});
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(sent).toBe(1);
    expect(slept).toEqual([]);
  });

  it('honours maxRetries: 0 from extraOptions', async () => {
    handler = (_req, res) => json(res, 500, { error: 'Boom' });
    await baseQuery()('/concerts', queryApi(), { maxRetries: 0 });
    expect(seen).toHaveLength(1);
  });

  it('raises a body error field as the error even on a 200', async () => {
    handler = (_req, res) => json(res, 200, { error: 'Ticket already listed' });
    const result = await baseQuery()({ url: '/create-from-verified-email', method: 'POST' }, queryApi(), {});
    expect(result).toEqual({ error: { status: 200, data: { error: 'Ticket already listed' } } });
    expect(seen).toHaveLength(1);
  });

  it('gives up after the timeout, and a per-call timeout overrides the default', async () => {
    handler = (_req, res) => setTimeout(() => !res.destroyed && json(res, 200, { late: true }), 150);
    const query = baseQuery({ timeoutMs: 30 });
    const timedOut = await query('/concerts', queryApi(), { maxRetries: 0 });
    expect(timedOut.error?.status).toBe('TIMEOUT_ERROR');
    const patient = await query({ url: '/create-from-verified-email', method: 'POST', timeout: 2000 }, queryApi(), {});
    expect(patient).toEqual({ data: { late: true } });
  });

  it('does not retry a timeout: the user has already waited the whole timeout', async () => {
    handler = (_req, res) => setTimeout(() => !res.destroyed && json(res, 200, {}), 100);
    const result = await baseQuery({ timeoutMs: 20 })('/concerts', queryApi(), {});
    expect(result.error?.status).toBe('TIMEOUT_ERROR');
    expect(seen).toHaveLength(1);
    expect(slept).toEqual([]);
  });
});

describe('baseQuery retry timings (fake clock, default delays)', () => {
  afterEach(() => jest.useRealTimers());

  /** A transport whose every answer is `status`, recording when each request went out. */
  function failingWith(status: number) {
    const sentAt: number[] = [];
    const started = Date.now();
    const query = createBaseQuery({
      fetchFn: async () => {
        sentAt.push(Date.now() - started);
        return new Response(JSON.stringify({ error: 'Try later' }), { status, headers: { 'Content-Type': 'application/json' } });
      },
      readCookie: () => undefined,
    });
    return { query, sentAt };
  }

  it('sends a failing read at 0, 1 and 3 s, and reports the failure at 3 s', async () => {
    jest.useFakeTimers();
    const { query, sentAt } = failingWith(503);
    let settledAt: number | undefined;
    const started = Date.now();
    void Promise.resolve(query('/concerts', queryApi(), {})).then(() => (settledAt = Date.now() - started));
    await jest.advanceTimersByTimeAsync(2999);
    expect(sentAt).toEqual([0, 1000]);
    expect(settledAt).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt).toEqual([0, 1000, 3000]);
    expect(settledAt).toBe(3000);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toHaveLength(3);
  });

  it('reports a failing change at once, after one request', async () => {
    jest.useFakeTimers();
    const { query, sentAt } = failingWith(503);
    let settledAt: number | undefined;
    const started = Date.now();
    void Promise.resolve(query({ url: '/ticketListing/31/view', method: 'POST' }, queryApi(), {})).then(() => (settledAt = Date.now() - started));
    await jest.advanceTimersByTimeAsync(0);
    expect(settledAt).toBe(0);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toEqual([0]);
  });
});

describe('baseQuery while the browser is offline', () => {
  const offline = () => queryApi({ network: { online: false } });

  it('attempts no change and answers with the offline message instead', async () => {
    const query = baseQuery();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const result = await query({ url: '/concerts/7/subscribe', method, body: { a: 1 } }, offline(), {});
      expect(result).toEqual({ error: { status: 'CUSTOM_ERROR', error: OFFLINE_MESSAGE, data: { error: OFFLINE_MESSAGE } } });
    }
    expect(OFFLINE_MESSAGE).toBe('You are offline. Check your connection and try again.');
    expect(seen).toEqual([]);
    expect(slept).toEqual([]);
  });

  it('still sends reads, and sends changes again once back online', async () => {
    const query = baseQuery();
    expect(await query('/concerts', offline(), {})).toEqual({ data: { ok: true } });
    expect(await query({ url: '/auth/signin', method: 'POST' }, queryApi({ network: { online: true } }), {})).toEqual({ data: { ok: true } });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/concerts', 'POST /auth/signin']);
  });
});
