import type { AddressInfo, Socket } from 'node:net';
import { CSRF_HEADER } from '../../shared/apiContract';
import { IMAGE_SIZE_MESSAGE } from '../../shared/schemas/profileSchemas';
import { BODY_TOO_LARGE } from '../http/errorHandler';
import { UPLOAD_TOO_LARGE } from '../routes/verification';
import { insertCategory, insertConcert } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';
import { verifiedSeller } from '../test/verifiedSeller';
import { streamChunkedBody, trackServerSockets } from '../test/hugeBody';

/*
 * A 50 MB body of unknown length (Transfer-Encoding: chunked, no Content-Length) is refused as soon as it
 * crosses the route's limit, and the connection is closed rather than read to its end (issue #9, point 4).
 * Bodies that declare their length are refused before a byte is read: src/server/security/abuse.test.ts.
 */

const FIFTY_MB = 50 * 1024 * 1024;
const MB = 1024 * 1024;

describe('a chunked 50 MB body', () => {
  let t: TestApp;
  let port: number;
  let lastServerSocket: () => Socket;
  let headers: Record<string, string>;
  let userId: number;
  let concertId: number;
  const figures: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    lastServerSocket = trackServerSockets(t.app.server);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const seller = await verifiedSeller(t.db);
    headers = seller.headers;
    userId = seller.user.id;
    concertId = (await insertConcert(t.db, { name: 'Chunked Show', categoryId: await insertCategory(t.db, 'Chunked'), daysFromNow: 9 })).id;
  });
  afterAll(async () => {
    console.log(`chunked 50 MB bodies (answer time, bytes the server read):\n${figures.join('\n')}`);
    await t.close();
  });

  const head = (requestLine: string, contentType: string) =>
    [requestLine, 'Host: localhost', `Cookie: ${headers.cookie}`, `${CSRF_HEADER}: ${headers[CSRF_HEADER.toLowerCase()]}`, `Content-Type: ${contentType}`, 'Transfer-Encoding: chunked', '', ''].join(
      '\r\n',
    );
  const filePart = (name: string, type: string) => `--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  const chunked = (data: string) => `${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n`;

  const multipart = 'multipart/form-data; boundary=b';
  it.each([
    { label: 'a profile picture', request: () => head('PUT /api/users/me/profile-picture HTTP/1.1', multipart), opening: filePart('me.png', 'image/png'), error: IMAGE_SIZE_MESSAGE, limit: 5 * MB },
    {
      label: 'a booking e-mail upload',
      request: () => head(`POST /api/create-from-uploaded-email?concertId=${concertId}&expectedDkimDomain=bookmyshow.com HTTP/1.1`, multipart),
      opening: filePart('booking.eml', 'message/rfc822'),
      error: UPLOAD_TOO_LARGE,
      limit: 10 * MB,
    },
    {
      label: 'a profile picture form of one endless text field',
      request: () => head('PUT /api/users/me/profile-picture HTTP/1.1', multipart),
      opening: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\n',
      error: IMAGE_SIZE_MESSAGE,
      limit: 5 * MB,
    },
    { label: 'a JSON profile update', request: () => head(`PUT /api/users/${userId} HTTP/1.1`, 'application/json'), opening: '{"name":"', error: BODY_TOO_LARGE, limit: 1 * MB },
  ])('sent as $label is refused with 413 once past its limit, and the rest is not read', async ({ label, request, opening, error, limit }) => {
    const answer = await streamChunkedBody(port, lastServerSocket, request(), chunked(opening), FIFTY_MB);
    figures.push(`  ${label}: ${answer.elapsedMs} ms, ${(answer.serverBytesRead / MB).toFixed(1)} MB read`);
    expect({ status: answer.status, body: JSON.parse(answer.body), closedByServer: answer.closedByServer }).toEqual({ status: 413, body: { error }, closedByServer: true });
    // Runaway only; the bytes read below are the real bound.
    expect(answer.elapsedMs).toBeLessThan(20_000);
    // The route's limit plus what was in flight when it answered: nowhere near 50 MB.
    expect(answer.serverBytesRead).toBeLessThan(limit + 4 * MB);
    expect(answer.sentBytes).toBeLessThan(FIFTY_MB);
  });
});
