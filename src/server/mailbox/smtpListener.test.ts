import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import { createDatabase } from '../db/createDatabase';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { InboundMailNotifier } from './notifier';
import { floodMessage, PER_SENDER_LIMIT, startSmtpListener, type RunningMailbox } from './smtpListener';

jest.setTimeout(60_000);

const MAILBOX = 'verify@localhost';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const message = (from: string, body = 'hello') => Buffer.from(`From: ${from}\r\nTo: ${MAILBOX}\r\nSubject: Fwd\r\n\r\n${body}\r\n`);

/** The embedded database on disk, as the server keeps it in DATA_DIR. */
describe('the SMTP listener', () => {
  let dataDir: string;
  let db: Kysely<Database>;
  let listener: RunningMailbox;
  const notifier = new InboundMailNotifier();

  function send(raw: Buffer, from: string, to: string[] = [MAILBOX]) {
    const transport = createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true });
    return transport.sendMail({ envelope: { from, to }, raw });
  }
  const rowsFrom = (sender: string) => db.selectFrom('inbound_mail').selectAll().where('envelope_from', '=', sender).execute();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mailbox-'));
    db = createDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(db);
    listener = await startSmtpListener({ db, notifier, mailbox: MAILBOX, host: '127.0.0.1', port: 0, log: quiet });
  });
  afterAll(async () => {
    await listener.close();
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores an accepted message with its envelope sender, recipient and arrival time before answering 250', async () => {
    const woken = notifier.next('seller@example.in', 5000);
    const before = Date.now();
    const info = await send(message('Seller@Example.in'), 'Seller@Example.in', ['Verify@Localhost']);
    expect(info.response).toMatch(/^250 /);
    const [row] = await rowsFrom('seller@example.in');
    expect(row).toMatchObject({ rcpt: MAILBOX, used_at: null, dmarc: null });
    expect(Buffer.from(row.raw).toString()).toContain('hello');
    expect(row.received_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await woken.arrived;
  });

  it('refuses other recipients with 550 and stores nothing', async () => {
    await expect(send(message('a@example.in'), 'a@example.in', ['someone@localhost'])).rejects.toMatchObject({ responseCode: 550 });
    expect(await rowsFrom('a@example.in')).toHaveLength(0);
  });

  it('refuses a 12 MB message with 552', async () => {
    const big = message('big@example.in', 'x'.repeat(76).concat('\r\n').repeat(160_000));
    await expect(send(big, 'big@example.in')).rejects.toMatchObject({ responseCode: 552 });
    expect(await rowsFrom('big@example.in')).toHaveLength(0);
  });

  it(`takes at most ${PER_SENDER_LIMIT.max} messages from one sender in ten minutes (451 after)`, async () => {
    const transport = createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true, pool: true });
    for (let i = 0; i < PER_SENDER_LIMIT.max; i += 1) {
      await transport.sendMail({ envelope: { from: 'flood@example.in', to: [MAILBOX] }, raw: message('flood@example.in') });
    }
    await expect(transport.sendMail({ envelope: { from: 'flood@example.in', to: [MAILBOX] }, raw: message('flood@example.in') })).rejects.toMatchObject({
      responseCode: 451,
      response: `451 ${floodMessage('from flood@example.in', PER_SENDER_LIMIT)}`,
    });
    transport.close();
    expect(await rowsFrom('flood@example.in')).toHaveLength(PER_SENDER_LIMIT.max);
    expect((await send(message('other@example.in'), 'other@example.in')).response).toMatch(/^250 /);
  });

  it('keeps what it stored across a restart', async () => {
    await send(message('kept@example.in', 'survives'), 'kept@example.in');
    await listener.close();
    await db.destroy();

    db = createDatabase({ databaseUrl: null, dataDir });
    listener = await startSmtpListener({ db, notifier, mailbox: MAILBOX, host: '127.0.0.1', port: 0, log: quiet });
    const [row] = await rowsFrom('kept@example.in');
    expect(Buffer.from(row.raw).toString()).toContain('survives');
  });
});
