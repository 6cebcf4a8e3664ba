import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../test/testApp';
import { SERVER_ERROR_MESSAGE } from './errorHandler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  reqId?: string;
  msg: string;
  level: number;
  res?: { statusCode: number };
}

describe('request ids in responses and log lines', () => {
  let t: TestApp;
  let dir: string;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spa-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dir, 'main.3f2a9c1b.js'), 'console.log("app")');
    t = await buildTestApp({
      staticDir: dir,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
    });
    t.app.get('/api/test/bug', async () => {
      throw new Error('secret detail');
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const idOf = (response: LightMyRequestResponse) => response.headers['x-request-id'];
  const linesFor = (id: unknown) => lines.filter((line) => line.reqId === id);

  it.each([
    ['a success', 'GET', '/healthz', 200],
    ['a refused input', 'POST', '/auth/signin', 400],
    ['a CSRF refusal', 'POST', '/auth/logout', 403],
    ['an unknown API path', 'GET', '/api/nothing-here', 404],
    ['a thrown error', 'GET', '/api/test/bug', 500],
    ['a page of the SPA', 'GET', '/explore', 200],
    ['a static file', 'GET', '/main.3f2a9c1b.js', 200],
  ] as const)('returns a new id with %s, the one its log lines carry', async (_label, method, url, status) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(status);
    const id = idOf(response);
    expect(id).toMatch(UUID);
    expect(linesFor(id).map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(linesFor(id).find((line) => line.msg === 'request completed')?.res?.statusCode).toBe(status);
  });

  it.each([
    ['a broken %-escape', '/api/%E0%A4%A'],
    ['an invalid %-escape', '/explore/%zz'],
  ])('returns an id with the 400 for a path with %s, the one its log line carries', async (_label, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    const id = idOf(response);
    expect(id).toMatch(UUID);
    expect(linesFor(id).map((line) => line.msg)).toContain('incoming request');
  });

  it('keeps a well-formed id the caller sent with a malformed path', async () => {
    const given = 'edge-7f3a9c21-0002';
    const response = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A', headers: { 'x-request-id': given } });
    expect({ status: response.statusCode, id: idOf(response) }).toEqual({ status: 400, id: given });
  });

  it('logs a thrown error under the id the caller was given, and tells the caller nothing more', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bug' });
    expect(response.json()).toEqual({ error: SERVER_ERROR_MESSAGE });
    const failure = linesFor(idOf(response)).find((line) => line.msg === 'request failed');
    expect(failure?.level).toBe(50);
  });

  it('gives every request its own id', async () => {
    const ids = new Set<unknown>();
    for (let n = 0; n < 3; n += 1) ids.add(idOf(await t.app.inject({ method: 'GET', url: '/healthz' })));
    expect(ids.size).toBe(3);
  });

  it('keeps a well-formed id the caller sent', async () => {
    const given = 'edge-7f3a9c21-0001';
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': given } });
    expect(idOf(response)).toBe(given);
    expect(linesFor(given).length).toBeGreaterThan(0);
  });

  it.each([
    ['that is too short', 'abc1234'],
    ['that is too long', 'a'.repeat(65)],
    ['with a line break', 'abcd1234\ninjected'],
    ['with a space', 'abcd 1234'],
    ['with markup', '<script>1234</script>'],
  ])('replaces an id %s with a new one', async (_label, given) => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
    expect(idOf(response)).toMatch(UUID);
    expect(linesFor(given)).toEqual([]);
  });
});
