import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../test/testApp';
import { NOT_BUILT_MESSAGE } from './staticSpa';

const INDEX = '<!doctype html><title>Fan tickets</title><div id="root"></div>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('serving the built SPA', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spa-'));
    await writeFile(join(dir, 'index.html'), INDEX);
    await writeFile(join(dir, 'main.3f2a9c1b.js'), 'console.log("app")');
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *');
    await writeFile(join(dir, 'sw.js'), 'self.addEventListener("push", () => {})');
    await writeFile(join(dir, 'main.3f2a9c1b.js.br'), brotliCompressSync('console.log("app")'));
    await writeFile(join(dir, 'main.3f2a9c1b.js.gz'), gzipSync('console.log("app")'));
    t = await buildTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('caches files with a content hash in their name for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('console.log("app")');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends the precompressed %s copy to a browser that accepts it', async (encoding, decompress) => {
    const response = await t.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js', headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(decompress(response.rawPayload).toString()).toBe('console.log("app")');
  });

  it('makes browsers revalidate other files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the service worker from the root, as JavaScript, revalidated on every update check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it.each(['/explore', '/profile?tab=listings'])(
    'answers GET %s with index.html, never cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  // Their heads in full: linkPreviews.test.ts.
  it.each([
    ['/', 200, 'FanTickets: verified fan-to-fan tickets in India'],
    ['/events/arijit-singh-live-in-concert/1', 404, 'Event not found | FanTickets'],
  ])('answers GET %s with index.html under its own title, never cached', async (url, status, title) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(new RegExp(`^<!doctype html><title>${title.replace(/[|]/g, '\\$&')}</title><meta name="description" content="[^"]+">.*<div id="root"></div>$`));
  });

  it('does not hand index.html to unknown API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/explore' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found: GET /api/explore' });
  });
});

describe('what a page tells the SPA about this server', () => {
  const GOOGLE_BLOCK = '<script type="application/json" id="runtime-config">{"googleSignIn":true}</script>';
  const PAGE = '<!doctype html><html><head><title>Fan tickets</title></head><body><div id="root"></div></body></html>';
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spa-config-'));
    await writeFile(join(dir, 'index.html'), PAGE);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(['/explore', '/login?redirect=/sell-tickets', '/'])('says Google sign-in is set up in the head of %s when OIDC_ISSUER is set', async (url) => {
    const t = await buildTestApp({
      staticDir: dir,
      env: { OIDC_ISSUER: 'https://accounts.example.com', OIDC_CLIENT_ID: 'client', OIDC_CLIENT_SECRET: 'secret' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`${GOOGLE_BLOCK}</head>`);
    } finally {
      await t.close();
    }
  });

  it('sends the page as built, saying nothing, when Google sign-in is not set up', async () => {
    const t = await buildTestApp({ staticDir: dir });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/explore' });
      expect(response.body).toBe(PAGE);
      expect(response.body).not.toContain('runtime-config');
    } finally {
      await t.close();
    }
  });
});

describe('before the client is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ staticDir: join(tmpdir(), 'no-such-spa-build') });
  });
  afterAll(() => t.close());

  it('answers page requests with a 503 saying to build', async () => {
    for (const url of ['/', '/explore']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: NOT_BUILT_MESSAGE });
    }
  });

  it('still answers the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
