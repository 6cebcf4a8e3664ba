import { createSocket } from 'node:dgram';
import { writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';

/**
 * A DNS server on loopback that answers TXT questions for a few names and says "no such name" to every other
 * question. The cluster runs in production mode, where DKIM keys and the seller's DMARC and SPF records come
 * from DNS: this stands in for the Internet's DNS, as an operator's resolver would answer.
 */
export interface DnsStandIn {
  /** 127.0.0.1:port */
  address: string;
  /** A file for `node --require`: it points the process's resolver here (as /etc/resolv.conf would). */
  preloadFile: string;
  close(): Promise<void>;
}

const TXT = 16;
const OPT = 41;
const FLAG_RESPONSE = 0x8000;
const FLAG_AUTHORITATIVE = 0x0400;
const FLAG_TRUNCATED = 0x0200;
const FLAG_RECURSION_DESIRED = 0x0100;
const FLAG_RECURSION_AVAILABLE = 0x0080;
const NO_SUCH_NAME = 3;
const FORMAT_ERROR = 1;
const PLAIN_UDP_LIMIT = 512;

interface Question {
  id: number;
  flags: number;
  name: string;
  type: number;
  /** The raw question (name, type, class), copied into the answer. */
  raw: Buffer;
  /** The largest UDP answer the asker takes (EDNS), or null when it sent no OPT record. */
  udpLimit: number | null;
}

function readQuestion(query: Buffer): Question | null {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
  const labels: string[] = [];
  let at = 12;
  while (at < query.length && query[at] !== 0) {
    const length = query[at];
    // Questions are not compressed; a pointer here means a message this server does not understand.
    if (length > 63 || at + 1 + length > query.length) return null;
    labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  const end = at + 5;
  if (end > query.length) return null;
  let udpLimit: number | null = null;
  // An OPT record in the additional section: root name (0), type 41, its class is the asker's UDP size.
  if (query.readUInt16BE(10) > 0 && end + 3 <= query.length && query[end] === 0 && query.readUInt16BE(end + 1) === OPT) {
    udpLimit = Math.max(PLAIN_UDP_LIMIT, query.readUInt16BE(end + 3));
  }
  return {
    id: query.readUInt16BE(0),
    flags: query.readUInt16BE(2),
    name: labels.join('.').toLowerCase(),
    type: query.readUInt16BE(at + 1),
    raw: query.subarray(12, end),
    udpLimit,
  };
}

function header(id: number, flags: number, code: number, answers: number, additional: number): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(id, 0);
  head.writeUInt16BE(FLAG_RESPONSE | FLAG_AUTHORITATIVE | FLAG_RECURSION_AVAILABLE | (flags & FLAG_RECURSION_DESIRED) | code, 2);
  head.writeUInt16BE(1, 4);
  head.writeUInt16BE(answers, 6);
  head.writeUInt16BE(additional, 10);
  return head;
}

/** One TXT answer: a pointer to the question's name, then the text in strings of at most 255 bytes. */
function txtAnswer(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const strings: Buffer[] = [];
  for (let at = 0; at < bytes.length || strings.length === 0; at += 255) {
    const part = bytes.subarray(at, at + 255);
    strings.push(Buffer.concat([Buffer.from([part.length]), part]));
  }
  const data = Buffer.concat(strings);
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0);
  fixed.writeUInt16BE(TXT, 2);
  fixed.writeUInt16BE(1, 4);
  fixed.writeUInt32BE(60, 6);
  fixed.writeUInt16BE(data.length, 10);
  return Buffer.concat([fixed, data]);
}

function optRecord(): Buffer {
  const opt = Buffer.alloc(11);
  opt.writeUInt16BE(OPT, 1);
  opt.writeUInt16BE(1232, 3);
  return opt;
}

/** The whole answer to `query`; over UDP one too large for the asker is cut to its header, flagged truncated (it asks again over TCP). */
function answer(query: Buffer, records: Map<string, string[]>, overUdp: boolean): Buffer {
  const question = readQuestion(query);
  if (question === null) {
    const head = Buffer.alloc(12);
    if (query.length >= 2) head.writeUInt16BE(query.readUInt16BE(0), 0);
    head.writeUInt16BE(FLAG_RESPONSE | FORMAT_ERROR, 2);
    return head;
  }
  const texts = records.get(question.name);
  const answers = texts === undefined || question.type !== TXT ? [] : texts.map(txtAnswer);
  const extra = question.udpLimit === null ? [] : [optRecord()];
  const code = texts === undefined ? NO_SUCH_NAME : 0;
  const full = Buffer.concat([header(question.id, question.flags, code, answers.length, extra.length), question.raw, ...answers, ...extra]);
  if (!overUdp || full.length <= (question.udpLimit ?? PLAIN_UDP_LIMIT)) return full;
  const cut = header(question.id, question.flags, code, 0, 0);
  cut.writeUInt16BE(cut.readUInt16BE(2) | FLAG_TRUNCATED, 2);
  return Buffer.concat([cut, question.raw]);
}

/** Serves DNS over TCP: each message is preceded by its length in two bytes. */
function tcpServer(records: Map<string, string[]>, sockets: Set<Socket>): Server {
  return createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let pending = Buffer.alloc(0);
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 2 && pending.length >= 2 + pending.readUInt16BE(0)) {
        const query = pending.subarray(2, 2 + pending.readUInt16BE(0));
        pending = pending.subarray(2 + query.length);
        const reply = answer(query, records, false);
        const length = Buffer.alloc(2);
        length.writeUInt16BE(reply.length);
        socket.write(Buffer.concat([length, reply]));
      }
    });
  });
}

/** A UDP socket and a TCP server on one loopback port. */
async function bindBoth(known: Map<string, string[]>, sockets: Set<Socket>): Promise<{ udp: ReturnType<typeof createSocket>; tcp: Server; port: number }> {
  const udp = createSocket('udp4');
  udp.on('message', (query, from) => udp.send(answer(query, known, true), from.port, from.address));
  await new Promise<void>((resolve, reject) => {
    udp.once('error', reject);
    udp.bind(0, '127.0.0.1', () => resolve());
  });
  const port = udp.address().port;
  const tcp = tcpServer(known, sockets);
  try {
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen(port, '127.0.0.1', () => resolve());
    });
  } catch (error) {
    udp.close();
    throw error;
  }
  return { udp, tcp, port };
}

/** `records`: TXT texts by name (`selector._domainkey.example.com`, `_dmarc.example.com`, …). Listens on UDP and TCP of one port. */
export async function startDnsStandIn(records: Record<string, string[]>, folder: string): Promise<DnsStandIn> {
  const known = new Map(Object.entries(records).map(([name, texts]) => [name.toLowerCase(), texts]));
  const sockets = new Set<Socket>();
  // The UDP port the system picks may be one a TCP connection already holds (a client's ephemeral port): try another.
  let bound: Awaited<ReturnType<typeof bindBoth>> | undefined;
  for (let attempt = 1; bound === undefined; attempt += 1) {
    try {
      bound = await bindBoth(known, sockets);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
  }
  const { udp, tcp, port } = bound;
  const address = `127.0.0.1:${port}`;
  const preloadFile = path.join(folder, 'dns-resolver.cjs');
  writeFileSync(preloadFile, `require('node:dns').setServers([${JSON.stringify(address)}]);\n`);
  return {
    address,
    preloadFile,
    close: async () => {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    },
  };
}
