import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpStandIn {
  /** http://127.0.0.1:port */
  url: string;
  received: ReceivedRequest[];
  /** What the next requests are answered with (default 200 with an empty JSON object). */
  answer: { status: number; body: unknown };
  close(): Promise<void>;
}

/** A local HTTP server standing in for a third-party API: it records each request and answers as told. */
export async function startHttpStandIn(): Promise<HttpStandIn> {
  const standIn: Omit<HttpStandIn, 'url' | 'close'> = { received: [], answer: { status: 200, body: {} } };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      standIn.received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(standIn.answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(standIn.answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
