import { migrateToLatest } from '../db/migrate';
import { wrapAsAttachment } from '../mail/testing/bookingEmails';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import type { ForwardAuth } from './forwardAuth';
import { storeInboundMessage } from './messageStore';
import { InboundMailNotifier } from './notifier';
import { FORWARD_WINDOW_MS, waitForForward, type WaitForForward } from './waiter';

/**
 * Waits that must end early are given a long time to run: half of it tells "ended early" from "ran out"
 * however loaded the machine, so no bound here is a speed budget (those are in `npm run bench`).
 */
const LONG_MS = 20_000;
const WELL_BEFORE_MS = LONG_MS / 2;
const ORIGINAL = Buffer.from('From: tickets@bookmyshow.com\r\nTo: fan@example.in\r\nSubject: booked\r\n\r\nYour tickets\r\n');

describe('waitForForward', () => {
  let test: TestDatabase;
  const notifier = new InboundMailNotifier();
  let senders = 0;
  const newSender = () => `seller${(senders += 1)}@example.in`;
  interface Stored {
    receivedAt?: Date;
    notify?: boolean;
    auth?: ForwardAuth;
  }
  const storeRaw = (sender: string, raw: Buffer, fields: Stored = {}) =>
    storeInboundMessage(test.db, fields.notify === false ? null : notifier, {
      envelopeFrom: sender,
      rcpt: 'verify@localhost',
      raw,
      receivedAt: fields.receivedAt,
      auth: fields.auth,
    });
  /** A forward with an original attached: a booking, as far as the waiter can tell. */
  const storeForward = async (sender: string, fields: Stored = {}) =>
    storeRaw(sender, await wrapAsAttachment(ORIGINAL, { from: sender, to: 'verify@localhost' }), fields);
  /** A message with nothing attached. */
  const storePlain = (sender: string, fields: Stored = {}) =>
    storeRaw(sender, Buffer.from(`From: ${sender}\r\nTo: verify@localhost\r\nSubject: hi\r\n\r\nnothing attached\r\n`), fields);
  const wait = (sender: string, options: Partial<WaitForForward> = {}) =>
    waitForForward(test.db, notifier, { sender, timeoutMs: 1000, production: false, ...options });

  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
  });
  afterAll(() => test.drop());

  it('takes the newest forward of the last 30 minutes at once', async () => {
    const sender = newSender();
    await storeForward(sender, { receivedAt: new Date(Date.now() - FORWARD_WINDOW_MS - 1000) });
    await storeForward(sender, { receivedAt: new Date(Date.now() - 60_000) });
    const newest = await storeForward(sender);
    expect((await wait(sender))?.id).toBe(newest);
  });

  it('records, as it stores a message, whether an original is attached', async () => {
    const sender = newSender();
    await storeForward(sender);
    await storePlain(sender);
    const rows = await test.db.selectFrom('inbound_mail').select('attached_original').where('envelope_from', '=', sender).orderBy('id').execute();
    expect(rows).toEqual([{ attached_original: true }, { attached_original: false }]);
  });

  it('is not hidden by later messages with nothing attached', async () => {
    const sender = newSender();
    const booking = await storeForward(sender);
    await storePlain(sender);
    await storePlain(sender);
    expect((await wait(sender))?.id).toBe(booking);
  });

  it('in production, takes only a DMARC-proven forward, and later unproven ones do not hide it', async () => {
    const sender = newSender();
    const proven = await storeForward(sender, { auth: { dmarc: 'pass', headerFrom: sender } });
    await storeForward(sender, { auth: { dmarc: 'fail', headerFrom: sender } });
    await storeForward(sender, { auth: { dmarc: 'pass', headerFrom: 'someone@else.example' } });
    await storePlain(sender, { auth: { dmarc: 'pass', headerFrom: sender } });
    expect((await wait(sender, { production: true }))?.id).toBe(proven);
  });

  it('with no forward, hands back a message received before the call at once, so the refusal can say what is wrong', async () => {
    const sender = newSender();
    const plain = await storePlain(sender);
    const started = Date.now();
    expect((await wait(sender, { timeoutMs: LONG_MS }))?.id).toBe(plain);
    expect(Date.now() - started).toBeLessThan(WELL_BEFORE_MS);
  });

  it('keeps waiting past a message with nothing attached that arrives meanwhile, and takes the forward that follows', async () => {
    const sender = newSender();
    const waiting = wait(sender, { timeoutMs: 5000, pollMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await storePlain(sender);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const forward = await storeForward(sender);
    expect((await waiting)?.id).toBe(forward);
  });

  it('hands back a message with nothing attached that arrived meanwhile when the time is up', async () => {
    const sender = newSender();
    const waiting = wait(sender, { timeoutMs: 400, pollMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const plain = await storePlain(sender);
    expect((await waiting)?.id).toBe(plain);
  });

  it('wakes as soon as this process stores a forward, long before its next poll', async () => {
    const sender = newSender();
    const waiting = wait(sender, { timeoutMs: LONG_MS, pollMs: LONG_MS });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stored = Date.now();
    const id = await storeForward(sender);
    expect((await waiting)?.id).toBe(id);
    expect(Date.now() - stored).toBeLessThan(WELL_BEFORE_MS);
  });

  it('finds mail another process stored on its next poll', async () => {
    const sender = newSender();
    const waiting = wait(sender, { timeoutMs: 5000, pollMs: 100 });
    const id = await storeForward(sender, { notify: false });
    expect((await waiting)?.id).toBe(id);
  });

  it('does not count a forward that already proved a listing, nor anything older, and gives up in time', async () => {
    const sender = newSender();
    await storeForward(sender);
    const used = await storeForward(sender);
    await test.db.updateTable('inbound_mail').set({ used_at: new Date() }).where('id', '=', used).execute();
    const started = Date.now();
    expect(await wait(sender, { timeoutMs: 300, pollMs: 100 })).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(WELL_BEFORE_MS);
  });

  it('ends at once when its signal aborts (the server closing, the caller gone)', async () => {
    const stop = new AbortController();
    const started = Date.now();
    const waiting = wait(newSender(), { timeoutMs: LONG_MS, pollMs: LONG_MS, signal: stop.signal });
    setTimeout(() => stop.abort(), 100);
    expect(await waiting).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(WELL_BEFORE_MS);
  });
});
