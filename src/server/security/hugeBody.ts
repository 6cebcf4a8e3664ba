import { connect, type Server, type Socket } from 'node:net';

export interface HugeBodyAnswer {
  status: number;
  body: string;
  elapsedMs: number;
  /** What the server's socket had read from the connection when it answered. */
  serverBytesRead: number;
  /** What the client had handed to its socket by then. */
  sentBytes: number;
  /** Whether the server ended the connection after answering, rather than waiting for the rest. */
  closedByServer: boolean;
}

/** Remembers the server side of each connection, to read how much of a body the server took in. */
export function trackServerSockets(server: Server): () => Socket {
  const sockets: Socket[] = [];
  server.on('connection', (socket: Socket) => sockets.push(socket));
  return () => sockets[sockets.length - 1];
}

/**
 * Sends `head` (request line and headers), then `opening` (e.g. a multipart part header), then zeros up to
 * `totalBytes` with Transfer-Encoding: chunked framing, over a real socket, until the server answers: what a
 * client streaming a huge upload of unknown length does.
 */
export function streamChunkedBody(port: number, lastServerSocket: () => Socket, head: string, opening: string, totalBytes: number): Promise<HugeBodyAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const zeros = Buffer.alloc(64 * 1024);
    const chunk = (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
    let sent = 0;
    let answer = '';
    let done = false;
    let ended = false;
    const pump = () => {
      while (!done && sent < totalBytes) {
        sent += zeros.length;
        if (!socket.write(chunk(zeros))) return socket.once('drain', pump);
      }
      if (!done) socket.write('0\r\n\r\n');
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})[\s\S]*?\r\n\r\n([\s\S]*)$/.exec(answer);
      // Answers here are one JSON object with a Content-Length: wait until it is all there.
      if (done || match === null || !match[2].trim().endsWith('}')) return;
      done = true;
      const elapsedMs = Date.now() - started;
      const serverBytesRead = lastServerSocket().bytesRead;
      const answered = { status: Number(match[1]), body: match[2], elapsedMs, serverBytesRead, sentBytes: sent };
      setTimeout(() => {
        resolve({ ...answered, closedByServer: ended });
        socket.destroy();
      }, 500);
    });
    socket.on('end', () => {
      ended = true;
    });
    // Writing into a connection the server has closed fails with EPIPE or ECONNRESET: expected here.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!['EPIPE', 'ECONNRESET'].includes(error.code ?? '')) reject(error);
    });
    socket.on('close', () => {
      if (!done) reject(new Error(`closed without an answer after ${sent} bytes: ${answer}`));
    });
    socket.write(head + opening, pump);
  });
}
