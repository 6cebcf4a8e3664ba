import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConcertRow } from '../db/tables/catalogue';
import { forwardedBooking, testKeyRecords, testResolver } from '../mail/testing/bookingEmails';
import { storeInboundMessage } from '../mailbox/messageStore';
import { toUser } from '../services/accounts.service';
import { listFromForwardedEmail, VERIFICATION_CANCELLED, type VerificationDeps } from '../services/verification.service';
import { VerificationStages } from '../services/verificationStages';
import { insertCategory, insertConcert } from '../test/fixtures';
import type { SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { bookingFor, verifiedSeller } from '../test/verifiedSeller';

/*
 * The sell wizard's Cancel aborts its create-from-verified-email request; the server must notice the caller
 * has gone, end the wait at once, let go of what it held, and list nothing from it (issue #17).
 */

const MAILBOX = 'verify@localhost';
/** Long enough that a wait still running could not be mistaken for one that ended. */
const WAIT_MS = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 10 ms until it holds; how long that took. */
async function until(check: () => boolean, limitMs = 5000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`still not so after ${limitMs} ms`);
    await pause(10);
  }
  return Date.now() - started;
}

describe('cancelling a verification', () => {
  let test: TestApp;
  let origin: string;
  let concert: ConcertRow;
  let keysDir: string;

  beforeAll(async () => {
    keysDir = await mkdtemp(join(tmpdir(), 'dkim-keys-'));
    await writeFile(join(keysDir, 'keys.json'), JSON.stringify(testKeyRecords()));
    test = await buildTestApp({ env: { MAILBOX_WAIT_MS: String(WAIT_MS), DKIM_TEST_KEYS: join(keysDir, 'keys.json') } });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    concert = await insertConcert(test.db, { name: 'Arijit Singh Live in Concert', categoryId: await insertCategory(test.db), daysFromNow: 40 });
  });
  afterAll(async () => {
    await test.close();
    await rm(keysDir, { recursive: true, force: true });
  });

  const query = (seller: SignedInUser) =>
    new URLSearchParams({ userId: String(seller.user.id), concertId: String(concert.id), senderEmail: seller.user.email, expectedDkimDomain: 'bookmyshow.com' });

  /** The wizard's Verify over a real connection, which the test can drop as the browser's abort does. */
  function startVerify(seller: SignedInUser): ClientRequest {
    const call = httpRequest(`${origin}/api/create-from-verified-email?${query(seller)}`, { method: 'POST', headers: seller.headers });
    call.on('error', () => undefined);
    call.end();
    return call;
  }

  /** A signed forward of a booking for the event, as the seller's mail server delivers it to the mailbox. */
  async function deliver(seller: SignedInUser): Promise<void> {
    const raw = await forwardedBooking('bookmyshow', bookingFor(concert, seller.user.email), { from: seller.user.email, to: MAILBOX });
    await storeInboundMessage(test.db, test.app.inboundMail, { envelopeFrom: seller.user.email, rcpt: MAILBOX, raw });
  }

  const listingsOf = (seller: SignedInUser) => test.db.selectFrom('ticket_listings').select('id').where('seller_id', '=', seller.user.id).execute();
  const waitsFor = (seller: SignedInUser) => test.app.inboundMail.waiting(seller.user.email);

  it('ends the wait as soon as the caller goes away, lists nothing from it, and a Verify right after lists the forward', async () => {
    const seller = await verifiedSeller(test.db);
    const call = startVerify(seller);
    await until(() => waitsFor(seller) === 1);

    call.destroy();
    // Its listener and timer go when the caller does, not when the 30 s wait would have run out (a third of
    // it is room enough for a loaded machine, and still tells the two apart).
    expect(await until(() => waitsFor(seller) === 0, WAIT_MS / 3)).toBeLessThan(WAIT_MS / 3);

    // Mail arriving now is no longer the cancelled wait's to take.
    await deliver(seller);
    await pause(300);
    expect(await listingsOf(seller)).toEqual([]);

    const again = await test.app.inject({ method: 'POST', url: `/api/create-from-verified-email?${query(seller)}`, headers: seller.headers });
    expect(again.statusCode).toBe(201);
    expect(await listingsOf(seller)).toHaveLength(1);
    expect(waitsFor(seller)).toBe(0);
  });

  it('lets the same seller cancel and start again several times in a row', async () => {
    const seller = await verifiedSeller(test.db);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const call = startVerify(seller);
      await until(() => waitsFor(seller) === 1);
      call.destroy();
      await until(() => waitsFor(seller) === 0, 500);
    }
    const answered = startVerify(seller);
    const status = new Promise<number | undefined>((resolve) => answered.on('response', (response) => resolve(response.statusCode)));
    await until(() => waitsFor(seller) === 1);
    await deliver(seller);
    expect(await status).toBe(201);
    expect(await listingsOf(seller)).toHaveLength(1);
  });

  it('lists nothing and spends no e-mail when the caller leaves while the booking is being checked', async () => {
    const seller = await verifiedSeller(test.db);
    await deliver(seller);
    const gone = new AbortController();
    const check = testResolver();
    const deps: VerificationDeps = {
      db: test.db,
      notifier: test.app.inboundMail,
      stages: new VerificationStages(test.db),
      // The DKIM key lookup is where the check waits on the network: the seller cancels meanwhile.
      resolver: async (name, rrtype) => {
        gone.abort();
        return check(name, rrtype);
      },
      production: false,
      waitMs: WAIT_MS,
      closing: new AbortController().signal,
    };
    const form = { concertId: concert.id, senderEmail: seller.user.email, expectedDkimDomain: 'bookmyshow.com' as const };
    await expect(listFromForwardedEmail(deps, toUser(seller.user), form, gone.signal)).rejects.toMatchObject({
      status: 499,
      message: VERIFICATION_CANCELLED,
    });
    expect(await listingsOf(seller)).toEqual([]);
    const mail = await test.db.selectFrom('inbound_mail').select('used_at').where('envelope_from', '=', seller.user.email).executeTakeFirstOrThrow();
    expect(mail.used_at).toBeNull();

    // The forward is still there for the next Verify.
    const again = await test.app.inject({ method: 'POST', url: `/api/create-from-verified-email?${query(seller)}`, headers: seller.headers });
    expect(again.statusCode).toBe(201);
  });
});
