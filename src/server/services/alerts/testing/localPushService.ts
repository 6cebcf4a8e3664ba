import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushTarget } from '../pushSender';

/** One message a browser would have received: the decrypted payload and what the sender declared. */
export interface ReceivedPush {
  /** The subscription's own id (the last path segment of its endpoint). */
  subscription: string;
  payload: unknown;
  ttl: string | undefined;
  /** The VAPID public key the message was signed with (checked against its signature). */
  vapidKey: string;
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  /** What to answer instead of accepting (410: the browser unsubscribed). */
  status: number;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A push service on loopback that does what a browser does with a message: checks the VAPID signature (RFC 8292)
 * and decrypts the aes128gcm body with the subscription's private key and auth secret (RFC 8188, RFC 8291).
 * A message it cannot verify or decrypt is answered 400 and recorded nowhere.
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: string[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  private server: Server | undefined;
  private origin = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.take(request).then(
        (status) => response.writeHead(status).end(),
        (error: unknown) => {
          this.refused.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new browser subscription: what PushManager.subscribe() would hand the page. */
  subscribe(): PushTarget {
    const id = randomBytes(8).toString('hex');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.subscribers.set(id, { ecdh, auth, status: 201 });
    return { endpoint: `${this.origin}/push/${id}`, p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) };
  }

  /** From now on the service answers this subscription's messages 410 Gone. */
  expire(target: PushTarget): void {
    const subscriber = this.subscribers.get(idOf(target.endpoint));
    if (subscriber) subscriber.status = 410;
  }

  receivedBy(target: PushTarget): ReceivedPush[] {
    return this.received.filter((push) => push.subscription === idOf(target.endpoint));
  }

  private async take(request: IncomingMessage): Promise<number> {
    const id = idOf(request.url ?? '');
    const subscriber = this.subscribers.get(id);
    if (request.method !== 'POST' || subscriber === undefined) return 404;
    const body = await readBody(request);
    if (subscriber.status !== 201) return subscriber.status;
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
    const vapidKey = this.checkVapid(request.headers.authorization ?? '');
    const payload: unknown = JSON.parse(decrypt(body, subscriber).toString('utf8'));
    this.received.push({ subscription: id, payload, ttl: headerText(request.headers.ttl), vapidKey });
    return 201;
  }

  /** `vapid t=<JWT>, k=<public key>`: an ES256 JWT for this origin, not expired, signed by k. */
  private checkVapid(header: string): string {
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header);
    if (match === null) throw new Error('no VAPID authorization');
    const [, head, claims, signature, key] = match;
    const jwk = rawP256ToJwk(Buffer.from(key, 'base64url'));
    const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!ok) throw new Error('VAPID signature does not verify');
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
    if (body.aud !== this.origin) throw new Error(`VAPID audience ${body.aud}`);
    if (typeof body.exp !== 'number' || body.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
    if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub)) throw new Error(`VAPID subject ${body.sub}`);
    return key;
  }
}

function idOf(urlOrPath: string): string {
  return urlOrPath.split('/').pop() ?? '';
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function hmac(key: Buffer, ...parts: Buffer[]): Buffer {
  const mac = createHmac('sha256', key);
  for (const part of parts) mac.update(part);
  return mac.digest();
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, its padding delimiter 0x02 at the end of the plaintext. */
function decrypt(body: Buffer, subscriber: Subscriber): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(subscriber.auth, secret), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end);
}

function rawP256ToJwk(raw: Buffer): { kty: 'EC'; crv: 'P-256'; x: string; y: string } {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('VAPID key is not an uncompressed P-256 point');
  return { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) };
}
