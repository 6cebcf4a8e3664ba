import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../test/testApp';

const INDEX =
  '<!doctype html><html><head><title>Fan tickets</title><script defer src=/runtime.1111aaaa.js></script>' +
  '<script defer src=/vendor.2222bbbb.js></script><script defer src=/main.3333cccc.js></script></head>' +
  '<body><div id=root></div><div id=first-paint-loader role=status><span aria-hidden=true></span><p>Welcome</p></div></body></html>';

const STATS = {
  entrypoints: {
    main: { assets: [{ name: 'runtime.1111aaaa.js' }, { name: 'vendor.2222bbbb.js' }, { name: 'main.3333cccc.js' }] },
    pageLoader: { assets: [{ name: 'pageLoader.7777aaaa.js' }] },
  },
  namedChunkGroups: {
    'route-explore': { assets: [{ name: 'vendor.2222bbbb.js' }, { name: 'shared.4444dddd.js' }, { name: 'route-explore.5555eeee.js' }] },
  },
};

/**
 * A stand-in for the webpack-built render bundle (the real one is exercised by e2e/serverRender.e2e.ts): it
 * renders by path, reads the session through the fetch it is given, and can fail, hang or decline.
 */
const RENDER_BUNDLE = `
exports.renderPage = async ({ url, cookie, fetch, runtimeConfig }) => {
  if (url === '/broken') throw new Error('render failed');
  if (url === '/login') return { html: '<p>settings ' + JSON.stringify(runtimeConfig) + '</p>', head: '', meta: null, state: '{}', chunks: [] };
  if (url === '/search') return { html: '<p>cookie ' + cookie + '</p>', head: '', meta: null, state: '{}', chunks: [] };
  if (url === '/slow') return new Promise(() => {});
  if (url.startsWith('/profile')) return null;
  const session = await fetch('/auth/session');
  return {
    html: '<link rel="preload" as="image" href="/thumbnails/5.svg"/><h1>Upcoming Events</h1><p>session ' + session.status + '</p>',
    head: '<style data-emotion="css a1">.css-a1{color:red}</style>',
    meta: { title: 'Rendered ' + url + ' | <Fan>', description: 'Drawn on the server' },
    state: JSON.stringify({ note: '</script><script>alert(1)</script>' }).replace(/</g, '\\\\u003c'),
    chunks: ['route-explore'],
  };
};
`;

describe('pages rendered on the server', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'dist-'));
    await mkdir(join(dist, 'public'));
    await mkdir(join(dist, 'ssr'));
    await writeFile(join(dist, 'public', 'index.html'), INDEX);
    await writeFile(join(dist, 'stats.json'), JSON.stringify(STATS));
    await writeFile(join(dist, 'ssr', 'renderPage.js'), RENDER_BUNDLE);
    t = await buildTestApp({ staticDir: join(dist, 'public') });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('puts the rendered page, its state and its chunks into index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/explore' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // The page holds the visitor's own session: private, and never reused for another cookie.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.body).toBe(
      // The title and description the page gave itself, in place of index.html's own.
      '<!doctype html><html><head><title>Rendered /explore | &lt;Fan&gt;</title><meta name="description" content="Drawn on the server">' +
        '<style data-emotion="css a1">.css-a1{color:red}</style>' +
        '<link rel="preload" as="image" href="/thumbnails/5.svg"/>' +
        // Only the loader is fetched up front; it adds the app's scripts, in this order, once the page has painted.
        '<script defer src="/pageLoader.7777aaaa.js" data-scripts="/runtime.1111aaaa.js /vendor.2222bbbb.js ' +
        '/shared.4444dddd.js /route-explore.5555eeee.js /main.3333cccc.js"></script></head>' +
        // Nobody is signed in: the session read answered 401 through the app's own route.
        '<body><div id="root"><h1>Upcoming Events</h1><p>session 401</p></div>' +
        '<script type="application/json" id="server-state">{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>' +
        // index.html's welcome loader is for a page the browser draws: this one arrives drawn.
        '</body></html>',
    );
  });

  it("gives a page worth sharing its link-preview head rather than the render's title", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/terms' });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<head><title>Terms and Conditions | FanTickets</title>');
    expect(response.body).toMatch(/<meta property="og:url" content="http:\/\/[^"]+\/terms">/);
    expect(response.body).not.toContain('Rendered');
    expect(response.body).toContain('<h1>Upcoming Events</h1>');
  });

  it("hands the render the visitor's cookies, so what the browser keeps (a dismissed hint) is drawn the same", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/search', headers: { cookie: 'fantickets-welcome=1' } });
    expect(response.body).toContain('<p>cookie fantickets-welcome=1</p>');
  });

  it("hands the render the server's settings, so it draws what the browser will (Google sign-in or not)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.body).toContain('<p>settings {"googleSignIn":false}</p>');
  });

  it('compresses the page for a browser that accepts brotli', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/explore', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Upcoming Events</h1>');
  });

  it('picks up a new client build without a restart', async () => {
    const rebuilt = INDEX.replace('main.3333cccc.js', 'main.6666ffff.js');
    await writeFile(join(dist, 'public', 'index.html'), rebuilt);
    await writeFile(join(dist, 'stats.json'), JSON.stringify(STATS).replace('main.3333cccc.js', 'main.6666ffff.js'));
    await utimes(join(dist, 'public', 'index.html'), new Date(), new Date(Date.now() + 60_000));
    const response = await t.app.inject({ method: 'GET', url: '/explore' });
    expect(response.body).toContain('/route-explore.5555eeee.js /main.6666ffff.js"></script>');
    expect(response.body).not.toContain('main.3333cccc.js');
    await writeFile(join(dist, 'public', 'index.html'), INDEX);
    await writeFile(join(dist, 'stats.json'), JSON.stringify(STATS));
    await utimes(join(dist, 'public', 'index.html'), new Date(), new Date(Date.now() + 120_000));
  });

  it.each([
    ['declines the page', '/profile'],
    ['throws', '/broken'],
    ['takes longer than the limit', '/slow'],
  ])('answers the plain index.html when the render %s', async (_case, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });
});
