import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { MAX_SINCE_FORWARDING_MS, SELLING_GATE_MESSAGES } from '../../shared/verification';
import type { ConcertRow } from '../db/tables/catalogue';
import { buildOriginal, forwardedBooking, signOriginal, testKeyRecords, wrapAsAttachment, wrapInline } from '../mail/testing/bookingEmails';
import { startSmtpListener, type RunningMailbox } from '../mailbox/smtpListener';
import { BOOKING_ALREADY_LISTED } from '../services/verifiedListing.service';
import { NOT_RECEIVED } from '../services/verification.service';
import { insertCategory, insertConcert } from '../test/fixtures';
import type { SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { bookingFor, verifiedSeller } from '../test/verifiedSeller';
import { NOT_YOUR_ACCOUNT } from './verification';

const MAILBOX = 'verify@localhost';
const WAIT_MS = 1500;

describe('POST /api/create-from-verified-email', () => {
  let test: TestApp;
  let listener: RunningMailbox;
  let keysDir: string;
  let concert: ConcertRow;

  beforeAll(async () => {
    keysDir = await mkdtemp(join(tmpdir(), 'dkim-keys-'));
    await writeFile(join(keysDir, 'keys.json'), JSON.stringify(testKeyRecords()));
    test = await buildTestApp({ env: { MAILBOX_WAIT_MS: String(WAIT_MS), DKIM_TEST_KEYS: join(keysDir, 'keys.json') } });
    listener = await startSmtpListener({ db: test.db, notifier: test.app.inboundMail, mailbox: MAILBOX, host: '127.0.0.1', port: 0, log: test.app.log });
    concert = await insertConcert(test.db, { name: 'Arijit Singh Live in Concert', categoryId: await insertCategory(test.db), daysFromNow: 40 });
  });
  afterAll(async () => {
    await listener.close();
    await test.close();
    await rm(keysDir, { recursive: true, force: true });
  });

  /** What the seller's mail server does after 'Forward as attachment'. */
  async function deliver(raw: Buffer, from: string): Promise<void> {
    await createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true }).sendMail({ envelope: { from, to: MAILBOX }, raw });
  }
  const forwardFrom = (seller: SignedInUser, overrides = {}) =>
    forwardedBooking('bookmyshow', bookingFor(concert, seller.user.email, overrides), { from: seller.user.email, to: MAILBOX });

  function create(seller: SignedInUser, query: Record<string, string> = {}) {
    return test.app.inject({
      method: 'POST',
      url: '/api/create-from-verified-email',
      headers: seller.headers,
      query: { userId: String(seller.user.id), concertId: String(concert.id), senderEmail: seller.user.email, expectedDkimDomain: 'bookmyshow.com', ...query },
    });
  }
  const stageOf = async (seller: SignedInUser) =>
    (await test.app.inject({ url: `/api/verification-status?concertId=${concert.id}`, headers: seller.headers })).json();

  it('lists the forwarded booking: verified seat, quantity and amount, price per ticket, no details of its own, and spends the e-mail', async () => {
    const seller = await verifiedSeller(test.db);
    await deliver(await forwardFrom(seller), seller.user.email.toUpperCase());
    const response = await create(seller);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      concert: { concertId: concert.id },
      seller: { id: seller.user.id },
      quantity: 2,
      price: 4500,
      verifiedSeat: 'GOLD - Row F, Seats F12, F13',
      // The seller's own words: buyers read the venue as the seller's description (issue 42).
      verifiedAdditionalDetails: null,
      verifiedTicketQuantity: 2,
      verifiedAmountPaid: 9000,
      ticketStatus: 'LISTED',
    });
    expect(await stageOf(seller)).toEqual({ stage: 'done' });
    const mail = await test.db.selectFrom('inbound_mail').select('used_at').where('envelope_from', '=', seller.user.email).executeTakeFirstOrThrow();
    expect(mail.used_at).toBeInstanceOf(Date);
  });

  it('lists an e-mail that arrives while the call waits', async () => {
    const seller = await verifiedSeller(test.db);
    const raw = await forwardFrom(seller);
    const pending = create(seller);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stageOf(seller)).toEqual({ stage: 'waiting' });
    await deliver(raw, seller.user.email);
    // Listed, so found before the wait (WAIT_MS from the call) ran out: no wall clock needed to say it was in time.
    expect((await pending).statusCode).toBe(201);
    expect(await stageOf(seller)).toEqual({ stage: 'done' });
  });

  it.each(['-1', '1.5', 'soon', String(MAX_SINCE_FORWARDING_MS + 1)])('refuses sinceForwardingMs=%s with a 400 saying what it must be', async (value) => {
    const seller = await verifiedSeller(test.db);
    const response = await create(seller, { sinceForwardingMs: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `sinceForwardingMs must be a whole number of milliseconds from 0 to ${MAX_SINCE_FORWARDING_MS}` });
  });

  it('counts no mail received before the session began, however far back sinceForwardingMs reaches', async () => {
    const seller = await verifiedSeller(test.db);
    await deliver(await forwardFrom(seller), seller.user.email);
    // The seller signed in (this session began) after the mail came: a caller cannot reach back past it.
    await test.db.updateTable('sessions').set({ created_at: new Date(Date.now() + 1000) }).where('user_id', '=', seller.user.id).execute();
    const early = await create(seller, { sinceForwardingMs: String(20 * 60 * 1000) });
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({ error: NOT_RECEIVED });
    // Without it, the last 30 minutes count, as they did: the same mail lists.
    expect((await create(seller)).statusCode).toBe(201);
  });

  it('counts mail received since the seller reached the forwarding step', async () => {
    const seller = await verifiedSeller(test.db);
    await deliver(await forwardFrom(seller), seller.user.email);
    expect((await create(seller, { sinceForwardingMs: '60000' })).statusCode).toBe(201);
  });

  it('gives up with a clear reason when nothing arrives', async () => {
    const seller = await verifiedSeller(test.db);
    const response = await create(seller);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: NOT_RECEIVED });
    expect(await stageOf(seller)).toEqual({ stage: 'failed' });
  });

  it('refuses another user id, a seller behind the gate and an event of another provider', async () => {
    const seller = await verifiedSeller(test.db);
    const other = await verifiedSeller(test.db);
    expect((await create(seller, { userId: String(other.user.id) })).json()).toEqual({ error: NOT_YOUR_ACCOUNT });

    const pending = await verifiedSeller(test.db, { email_verification_status: 'PENDING' });
    const gated = await create(pending);
    expect([gated.statusCode, gated.json()]).toEqual([403, { error: SELLING_GATE_MESSAGES.emailPending }]);

    const mismatch = await create(seller, { expectedDkimDomain: 'district.in' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toMatch(/sold on BookMyShow/);
    expect((await create(seller, { concertId: '999999' })).statusCode).toBe(404);
  });

  it.each([
    [{ concertId: 'abc' }, 'concertId must be a whole number'],
    [{ concertId: 'Infinity' }, 'concertId must be a whole number'],
    [{ userId: '1e999' }, 'userId must be a whole number'],
    [{ senderEmail: 'not an address' }, 'senderEmail must be an e-mail address'],
    [{ senderEmail: `${'a'.repeat(250)}@b.in` }, 'senderEmail must be an e-mail address'],
    [{ expectedDkimDomain: 'example.com' }, 'expectedDkimDomain must be one of bookmyshow.com, district.in, skillboxes.com, sortmyscene.com'],
  ])('refuses %j before waiting, saying which value is wrong', async (query, error) => {
    const seller = await verifiedSeller(test.db);
    const before = await stageOf(seller);
    const response = await create(seller, query);
    expect([response.statusCode, response.json()]).toEqual([400, { error }]);
    // No wait began: one would have shown the wizard 'waiting', then 'failed'.
    expect(await stageOf(seller)).toEqual(before);
  });

  it('takes the sender address in any case', async () => {
    const seller = await verifiedSeller(test.db);
    await deliver(await forwardFrom(seller), seller.user.email);
    expect((await create(seller, { senderEmail: seller.user.email.toUpperCase() })).statusCode).toBe(201);
  });

  it('refuses the same booking twice, saying why', async () => {
    const seller = await verifiedSeller(test.db);
    const booking = bookingFor(concert, seller.user.email);
    const forward = () => forwardedBooking('bookmyshow', booking, { from: seller.user.email, to: MAILBOX });
    await deliver(await forward(), seller.user.email);
    expect((await create(seller)).statusCode).toBe(201);
    await deliver(await forward(), seller.user.email);
    const again = await create(seller);
    expect([again.statusCode, again.json()]).toEqual([409, { error: BOOKING_ALREADY_LISTED }]);
  });

  describe('each verification refusal is a 4xx with its reason', () => {
    const signed = (to: string, overrides = {}) => signOriginal(buildOriginal('bookmyshow', bookingFor(concert, to, overrides)), { domain: 'bookmyshow.com' });
    const cases: Array<[string, (email: string) => Promise<Buffer>, RegExp]> = [
      ['forwarded inline', async (email) => wrapInline(await signed(email), { from: email, to: MAILBOX }), /Use 'Forward as attachment'/],
      ['changed after signing', async (email) => wrapAsAttachment(Buffer.from((await signed(email)).toString().replace('GOLD', 'PLATINUM')), { from: email, to: MAILBOX }), /signature does not check out/],
      ['addressed to someone else', async (email) => wrapAsAttachment(await signed('friend@example.in'), { from: email, to: MAILBOX }), /sent to someone else/],
      ['for another event', async (email) => wrapAsAttachment(await signed(email, { eventName: 'Coldplay World Tour' }), { from: email, to: MAILBOX }), /'Coldplay World Tour', not for 'Arijit Singh Live in Concert'/],
    ];

    it.each(cases)('%s', async (_case, build, reason) => {
      const seller = await verifiedSeller(test.db);
      await deliver(await build(seller.user.email), seller.user.email);
      const response = await create(seller);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatch(reason);
    });
  });
});
