import type { FastifyBaseLogger } from 'fastify';
import { migrateToLatest } from '../db/migrate';
import { forwardedBooking } from '../mail/testing/bookingEmails';
import { FIXTURE_BOOKINGS } from '../mail/testing/fixtureBookings';
import { startImapTestServer, type ImapTestServer } from '../test/imapTestServer';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { startImapReader } from './imapReader';
import { InboundMailNotifier } from './notifier';
import type { RunningMailbox } from './smtpListener';

const MAILBOX = 'verify@tickets.example';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

async function eventually<T>(read: () => Promise<T | undefined>, withinMs = 5000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the IMAP reader, against a real IMAP server on loopback', () => {
  let test: TestDatabase;
  let server: ImapTestServer;
  let reader: RunningMailbox;
  const notifier = new InboundMailNotifier();
  const stored = (sender: string) => () =>
    test.db.selectFrom('inbound_mail').selectAll().where('envelope_from', '=', sender).executeTakeFirst();

  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
    server = await startImapTestServer();
  });
  afterAll(async () => {
    await reader?.close();
    await server.close();
    await test.drop();
  });

  it('takes the unseen mail waiting at connect, then new mail as IDLE reports it, and marks each \\Seen', async () => {
    const waiting = await forwardedBooking('bookmyshow', FIXTURE_BOOKINGS.bookmyshow, { from: 'Early.Bird@example.in', to: MAILBOX });
    server.deliver('From: old@example.in\r\nSubject: read already\r\n\r\nseen\r\n', ['\\Seen']);
    server.deliver(waiting);
    reader = startImapReader({ url: server.url, mailbox: MAILBOX, db: test.db, notifier, log: quiet, reconnectMs: 100 });

    const first = await eventually(stored('early.bird@example.in'));
    expect(first).toMatchObject({ rcpt: MAILBOX, used_at: null });
    expect(Buffer.from(first.raw).equals(waiting)).toBe(true);

    // Woken by IDLE, well before the 20 s the listener would otherwise time out after.
    const woken = notifier.next('late@example.in', 20_000);
    const deliveredAt = Date.now();
    server.deliver('From: Late <late@example.in>\r\nTo: verify@tickets.example\r\nSubject: Fwd\r\n\r\nhello\r\n');
    await woken.arrived;
    expect(Date.now() - deliveredAt).toBeLessThan(10_000);
    expect(await stored('late@example.in')()).toBeDefined();
    await eventually(async () => (server.flags().every((f) => f.includes('\\Seen')) ? true : undefined));
    expect(await stored('old@example.in')()).toBeUndefined();
  });

  it('reconnects after the connection drops and takes what arrived meanwhile', async () => {
    server.dropConnections();
    server.deliver('From: after.drop@example.in\r\nSubject: Fwd\r\n\r\nstill here\r\n');
    expect(await eventually(stored('after.drop@example.in'))).toBeDefined();
  });
});
