import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { storeInboundMessage } from './messageStore';
import { InboundMailNotifier } from './notifier';
import { FORWARD_WINDOW_MS, waitForForward } from './waiter';

describe('waitForForward', () => {
  let test: TestDatabase;
  const notifier = new InboundMailNotifier();
  let senders = 0;
  const newSender = () => `seller${(senders += 1)}@example.in`;
  const store = (sender: string, body: string, fields: { receivedAt?: Date; notify?: boolean } = {}) =>
    storeInboundMessage(test.db, fields.notify === false ? null : notifier, {
      envelopeFrom: sender,
      rcpt: 'verify@localhost',
      raw: Buffer.from(body),
      receivedAt: fields.receivedAt,
    });

  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
  });
  afterAll(() => test.drop());

  it('takes the newest message of the last 30 minutes at once', async () => {
    const sender = newSender();
    await store(sender, 'too old', { receivedAt: new Date(Date.now() - FORWARD_WINDOW_MS - 1000) });
    await store(sender, 'first', { receivedAt: new Date(Date.now() - 60_000) });
    const newest = await store(sender, 'second');
    expect((await waitForForward(test.db, notifier, { sender, timeoutMs: 1000 }))?.id).toBe(newest);
  });

  it('wakes as soon as this process stores a message, long before its next poll', async () => {
    const sender = newSender();
    const waiting = waitForForward(test.db, notifier, { sender, timeoutMs: 10_000, pollMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stored = Date.now();
    const id = await store(sender, 'hello');
    expect((await waiting)?.id).toBe(id);
    expect(Date.now() - stored).toBeLessThan(500);
  });

  it('finds mail another process stored on its next poll', async () => {
    const sender = newSender();
    const waiting = waitForForward(test.db, notifier, { sender, timeoutMs: 5000, pollMs: 100 });
    const id = await store(sender, 'from the mailbox process', { notify: false });
    expect((await waiting)?.id).toBe(id);
  });

  it('does not count a message that already proved a listing, nor anything older, and gives up in time', async () => {
    const sender = newSender();
    await store(sender, 'older');
    const used = await store(sender, 'used');
    await test.db.updateTable('inbound_mail').set({ used_at: new Date() }).where('id', '=', used).execute();
    const started = Date.now();
    expect(await waitForForward(test.db, notifier, { sender, timeoutMs: 300, pollMs: 100 })).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('ends at once when its signal aborts (the server closing, the caller gone)', async () => {
    const stop = new AbortController();
    const started = Date.now();
    const waiting = waitForForward(test.db, notifier, { sender: newSender(), timeoutMs: 10_000, pollMs: 10_000, signal: stop.signal });
    setTimeout(() => stop.abort(), 100);
    expect(await waiting).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
