/**
 * @jest-environment node
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyticsSinkFor, consoleSink, noopSink } from './analyticsSink';
import { posthogSink } from './posthogSink';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A local PostHog stand-in that records each request and answers like the real capture endpoint. */
async function startCaptureServer() {
  const received: Received[] = [];
  const waiting: ((request: Received) => void)[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method, url: req.url, headers: req.headers, body: JSON.parse(text) as Record<string, unknown> };
      received.push(request);
      waiting.shift()?.(request);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const next = () => new Promise<Received>((resolve) => waiting.push(resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { host, received, next, close };
}

describe('PostHog sink', () => {
  let capture: Awaited<ReturnType<typeof startCaptureServer>>;
  beforeEach(async () => {
    capture = await startCaptureServer();
  });
  afterEach(() => capture.close());

  it("posts PostHog's capture body to {host}/capture/", async () => {
    const sink = posthogSink({ apiKey: 'phc_test', host: `${capture.host}/` });
    const arrived = capture.next();
    sink.capture('listing_marked_sold', { listing_id: 42, source: 'reddit', sold_elsewhere: true }, 'device-1');
    const request = await arrived;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/capture/');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      api_key: 'phc_test',
      event: 'listing_marked_sold',
      distinct_id: 'device-1',
      properties: { listing_id: 42, source: 'reddit', sold_elsewhere: true },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('uses one anonymous id for the page load until the device id is known', async () => {
    const sink = posthogSink({ apiKey: 'phc_test', host: capture.host });
    const first = capture.next();
    sink.capture('header_search_bar_clicked', {}, null);
    const firstId = (await first).body.distinct_id;
    const second = capture.next();
    sink.capture('footer_twitter_pressed', {}, null);
    expect(firstId).toMatch(/^anonymous-[0-9a-f-]{36}$/);
    expect((await second).body.distinct_id).toBe(firstId);
  });

  it('is what the configuration picks when POSTHOG_KEY is set', async () => {
    const arrived = capture.next();
    analyticsSinkFor({ posthogKey: 'phc_built', posthogHost: capture.host, mode: 'production' }).capture('otp_sent', { channel: 'email' }, 'd');
    expect((await arrived).body).toMatchObject({ api_key: 'phc_built', event: 'otp_sent', properties: { channel: 'email' } });
  });

  it('drops an event quietly when the host cannot be reached', async () => {
    await capture.close();
    const failures: unknown[] = [];
    const sink = posthogSink({
      apiKey: 'phc_test',
      host: capture.host,
      fetchFn: (...args) => fetch(...args).catch((error: unknown) => {
        failures.push(error);
        throw error;
      }),
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(() => sink.capture('otp_sent', { channel: 'phone' }, 'd')).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(failures).toHaveLength(1);
    expect(unhandled).toEqual([]);
    capture = await startCaptureServer();
  });
});

describe('analytics sink choice', () => {
  it('uses the console while developing and nothing in production when no key is set', () => {
    expect(analyticsSinkFor({ posthogKey: '', posthogHost: 'https://eu.i.posthog.com', mode: 'development' })).toBe(consoleSink);
    expect(analyticsSinkFor({ posthogKey: '', posthogHost: 'https://eu.i.posthog.com', mode: 'production' })).toBe(noopSink);
  });
});
