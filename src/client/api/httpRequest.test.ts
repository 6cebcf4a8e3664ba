/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendOnce } from './httpRequest';

describe('the request id of a failed call', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (req.url !== '/no-id') headers['X-Request-Id'] = 'f00dbabe-1234';
      res.writeHead(req.url === '/ok' ? 200 : 409, headers);
      res.end(req.url === '/garbled' ? '{not json' : JSON.stringify(req.url === '/ok' ? { ok: true } : { error: 'Already listed' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const send = (path: string) => sendOnce(`${origin}${path}`, { method: 'GET' }, { fetchFn: fetch, timeoutMs: 5000 });

  it('is kept on the error, read from the X-Request-Id header', async () => {
    expect(await send('/refused')).toEqual({ error: { status: 409, data: { error: 'Already listed' }, requestId: 'f00dbabe-1234' } });
    expect((await send('/garbled')).error).toMatchObject({ status: 'PARSING_ERROR', requestId: 'f00dbabe-1234' });
  });

  it('is left out when the server sent none, and a success carries only its data', async () => {
    expect(await send('/no-id')).toEqual({ error: { status: 409, data: { error: 'Already listed' } } });
    expect(await send('/ok')).toEqual({ data: { ok: true } });
  });
});
