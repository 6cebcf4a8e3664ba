import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createTransport } from 'nodemailer';
import { floodMessage, PER_SENDER_LIMIT, startSmtpListener, type RunningMailbox } from '../mailbox/smtpListener';
import { freshIp } from '../test/accounts';
import { secondProcess } from '../test/secondProcess';
import { buildTestApp, type TestApp } from '../test/testApp';
import { redisLimits, type Limits } from './limits';

/**
 * Needs a Redis server: collected only when REDIS_URL is set (or found running; see jest.config.js), as the
 * PostgreSQL runs need DATABASE_URL. Two API processes count one limit together.
 */
const REDIS_URL = process.env.REDIS_URL as string;

/** Counts left by an earlier run within its window would refuse this run's first tries. */
async function forgetEarlierCounts(): Promise<void> {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys('fantickets:limit:*');
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

describe('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let redis: Redis;
  beforeAll(async () => {
    await forgetEarlierCounts();
    a = await buildTestApp({ env: { REDIS_URL } });
    b = await secondProcess(a, { REDIS_URL });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
    await b.close();
    await a.close();
  });

  const signIn = (app: FastifyInstance, email: string, ip: string) =>
    app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password: 'guess-123' }, remoteAddress: ip });

  it('refuses the 11th sign-in of a minute whichever process the tries reached', async () => {
    const ip = freshIp();
    const email = `shared-${Date.now()}@example.in`;
    for (let i = 0; i < 10; i += 1) expect((await signIn(i % 2 === 0 ? a.app : b, email, ip)).statusCode).toBe(401);
    expect((await signIn(a.app, email, ip)).statusCode).toBe(429);
    expect((await signIn(b, email, ip)).statusCode).toBe(429);
  });

  it('names its keys so an operator can read them', async () => {
    const ip = freshIp();
    const email = `named-${Date.now()}@example.in`;
    await signIn(b, email, ip);
    expect(await redis.get(`fantickets:limit:signin-ip-email:${ip}|${email}`)).toBe('1');
    const ttl = await redis.pttl(`fantickets:limit:signin-ip:${ip}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('reports Redis on /healthz', async () => {
    expect((await b.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', database: 'up', redis: 'up', rateLimits: 'redis' });
  });
});

describe('the mailbox flood limit shared through Redis', () => {
  const MAILBOX = 'verify@localhost';
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, child: () => quiet } as unknown as FastifyBaseLogger;
  let t: TestApp;
  const mailboxes: RunningMailbox[] = [];
  const limits: Limits[] = [];

  beforeAll(async () => {
    await forgetEarlierCounts();
    t = await buildTestApp();
    for (let i = 0; i < 2; i += 1) {
      limits.push(await redisLimits(REDIS_URL, quiet));
      mailboxes.push(await startSmtpListener({ db: t.db, notifier: null, mailbox: MAILBOX, host: '127.0.0.1', port: 0, log: quiet, limits: limits[i] }));
    }
  });
  afterAll(async () => {
    for (const mailbox of mailboxes) await mailbox.close();
    for (const shared of limits) await shared.close();
    await t.close();
  });

  const send = (mailbox: RunningMailbox, from: string) =>
    createTransport({ host: '127.0.0.1', port: mailbox.port, secure: false, ignoreTLS: true }).sendMail({
      envelope: { from, to: [MAILBOX] },
      raw: Buffer.from(`From: ${from}\r\nTo: ${MAILBOX}\r\nSubject: Fwd\r\n\r\nhello\r\n`),
    });

  it(`takes ${PER_SENDER_LIMIT.max} messages from one sender over two mailbox processes, then refuses on both`, async () => {
    const sender = `flood-${Date.now()}@example.in`;
    for (let i = 0; i < PER_SENDER_LIMIT.max; i += 1) expect((await send(mailboxes[i % 2], sender)).response).toMatch(/^250 /);
    for (const mailbox of mailboxes) {
      await expect(send(mailbox, sender)).rejects.toMatchObject({ responseCode: 451, response: `451 ${floodMessage(`from ${sender}`, PER_SENDER_LIMIT)}` });
    }
    const stored = await t.db.selectFrom('inbound_mail').select('id').where('envelope_from', '=', sender).execute();
    expect(stored).toHaveLength(PER_SENDER_LIMIT.max);
  });
});
