import { connect, type Server, type Socket } from 'node:net';

export interface HugeBodyAnswer {
  status: number;
  body: string;
  elapsedMs: number;
  /** What the server's socket had read from the connection once the answer had settled. */
  serverBytesRead: number;
  /** What the client had handed to its socket when the answer came. */
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

/** How the zeros of the body go on the wire, and what ends it. */
interface Framing {
  piece(data: Buffer): Buffer;
  end: string;
}

const CHUNKED: Framing = {
  piece: (data) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]),
  end: '0\r\n\r\n',
};

/** Bare bytes: the head declares the length (Content-Length). */
const DECLARED: Framing = { piece: (data) => data, end: '' };

/**
 * Sends `first` (request line, headers and maybe the start of the body), then zeros up to `totalBytes` in
 * `framing`, over a real socket, until the server answers.
 */
function streamBody(port: number, lastServerSocket: () => Socket, first: string, totalBytes: number, framing: Framing): Promise<HugeBodyAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const zeros = Buffer.alloc(64 * 1024);
    let sent = 0;
    let answer = '';
    let done = false;
    let ended = false;
    const pump = () => {
      while (!done && sent < totalBytes) {
        sent += zeros.length;
        if (!socket.write(framing.piece(zeros))) return socket.once('drain', pump);
      }
      if (!done && framing.end !== '') socket.write(framing.end);
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})[\s\S]*?\r\n\r\n([\s\S]*)$/.exec(answer);
      // Answers here are one JSON object with a Content-Length: wait until it is all there.
      if (done || match === null || !match[2].trim().endsWith('}')) return;
      done = true;
      const answered = { status: Number(match[1]), body: match[2], elapsedMs: Date.now() - started, sentBytes: sent };
      // The server's socket may still be reading or closing: count what it read once it has settled.
      setTimeout(() => {
        resolve({ ...answered, serverBytesRead: lastServerSocket().bytesRead, closedByServer: ended });
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
    socket.write(first, pump);
  });
}

/**
 * Sends `head` (request line and headers), then `opening` (e.g. a multipart part header), then zeros up to
 * `totalBytes` with Transfer-Encoding: chunked framing: what a client streaming a huge upload of unknown
 * length does.
 */
export function streamChunkedBody(port: number, lastServerSocket: () => Socket, head: string, opening: string, totalBytes: number): Promise<HugeBodyAnswer> {
  return streamBody(port, lastServerSocket, head + opening, totalBytes, CHUNKED);
}

/** Sends `head`, which declares a Content-Length of `totalBytes`, then that many zeros: a huge upload of known length. */
export function streamDeclaredBody(port: number, lastServerSocket: () => Socket, head: string, totalBytes: number): Promise<HugeBodyAnswer> {
  return streamBody(port, lastServerSocket, head, totalBytes, DECLARED);
}
