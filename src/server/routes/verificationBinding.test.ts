import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { ConcertRow } from '../db/tables/catalogue';
import { forwardedBooking, testKeyRecords } from '../mail/testing/bookingEmails';
import { startSmtpListener, type RunningMailbox } from '../mailbox/smtpListener';
import { NOT_PROVEN_SENDER } from '../services/verification.service';
import { insertCategory, insertConcert } from '../test/fixtures';
import { provenSenderAddress } from '../test/provenSender';
import type { SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { bookingFor, verifiedSeller } from '../test/verifiedSeller';

const MAILBOX = 'verify@localhost';
const WAIT_MS = 1500;

/** Issue #15, points 1 and 2: a forward counts only for the account that proved its sender, and junk does not hide it. */
describe('a forward belongs to the account that proved its address', () => {
  let test: TestApp;
  let listener: RunningMailbox;
  let keysDir: string;
  let concert: ConcertRow;
  let otherConcert: ConcertRow;

  beforeAll(async () => {
    keysDir = await mkdtemp(join(tmpdir(), 'dkim-keys-'));
    await writeFile(join(keysDir, 'keys.json'), JSON.stringify(testKeyRecords()));
    test = await buildTestApp({ env: { MAILBOX_WAIT_MS: String(WAIT_MS), DKIM_TEST_KEYS: join(keysDir, 'keys.json') } });
    listener = await startSmtpListener({ db: test.db, notifier: test.app.inboundMail, mailbox: MAILBOX, host: '127.0.0.1', port: 0, log: test.app.log });
    const categoryId = await insertCategory(test.db);
    concert = await insertConcert(test.db, { name: 'Arijit Singh Live in Concert', categoryId, daysFromNow: 40 });
    otherConcert = await insertConcert(test.db, { name: 'Prateek Kuhad Unplugged', categoryId, daysFromNow: 50 });
  });
  afterAll(async () => {
    await listener.close();
    await test.close();
    await rm(keysDir, { recursive: true, force: true });
  });

  async function deliver(raw: Buffer, envelopeFrom: string): Promise<void> {
    await createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true }).sendMail({ envelope: { from: envelopeFrom, to: MAILBOX }, raw });
  }
  const genuineForward = (address: string) => forwardedBooking('bookmyshow', bookingFor(concert, address), { from: address, to: MAILBOX });

  function create(caller: SignedInUser, senderEmail: string, event: ConcertRow = concert) {
    return test.app.inject({
      method: 'POST',
      url: '/api/create-from-verified-email',
      headers: caller.headers,
      query: { userId: String(caller.user.id), concertId: String(event.id), senderEmail, expectedDkimDomain: 'bookmyshow.com' },
    });
  }
  const stageOf = async (caller: SignedInUser) =>
    (await test.app.inject({ url: `/api/verification-status?concertId=${concert.id}`, headers: caller.headers })).json();
  const listingsOf = (user: SignedInUser) =>
    test.db.selectFrom('ticket_listings').select(['seller_id', 'concert_id']).where('seller_id', '=', user.user.id).execute();

  it("refuses a caller naming someone else's address, at once and without a word about the mail; the owner then lists it", async () => {
    const owner = await verifiedSeller(test.db);
    const attacker = await verifiedSeller(test.db);
    await deliver(await genuineForward(owner.user.email), owner.user.email);

    const before = await stageOf(attacker);
    const taken = await create(attacker, owner.user.email);
    expect([taken.statusCode, taken.json()]).toEqual([403, { error: NOT_PROVEN_SENDER }]);
    // A wrong event used to answer with the owner's event name.
    const probed = await create(attacker, owner.user.email, otherConcert);
    expect([probed.statusCode, probed.json()]).toEqual([403, { error: NOT_PROVEN_SENDER }]);
    // At once: no wait began, which would have shown the wizard 'waiting', then 'failed'.
    expect(await stageOf(attacker)).toEqual(before);
    expect(await listingsOf(attacker)).toEqual([]);

    const own = await create(owner, owner.user.email);
    expect(own.statusCode).toBe(201);
    expect(await listingsOf(owner)).toEqual([{ seller_id: owner.user.id, concert_id: concert.id }]);
  });

  it('lists from an extra sender address the account verified, and not from one whose code is outstanding', async () => {
    const seller = await verifiedSeller(test.db);
    const proven = `bookings.${seller.user.id}@example.in`;
    const unproven = `other.${seller.user.id}@example.in`;
    await provenSenderAddress(test.db, seller.user.id, proven);
    await test.db.insertInto('sender_addresses').values({ user_id: seller.user.id, email: unproven, verified_at: null }).execute();

    await deliver(await genuineForward(unproven), unproven);
    const refused = await create(seller, unproven);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: NOT_PROVEN_SENDER }]);

    await deliver(await genuineForward(proven), proven);
    expect((await create(seller, proven)).statusCode).toBe(201);
    expect(await listingsOf(seller)).toHaveLength(1);
  });

  it('refuses the account e-mail itself while it is not verified', async () => {
    const seller = await verifiedSeller(test.db, { email_verification_status: 'STARTED' });
    await deliver(await genuineForward(seller.user.email), seller.user.email);
    const response = await create(seller, seller.user.email);
    expect(response.statusCode).toBe(403);
    expect(await listingsOf(seller)).toEqual([]);
  });

  it("still lists the owner's booking when a plain message with their address as sender arrives after it", async () => {
    const owner = await verifiedSeller(test.db);
    await deliver(await genuineForward(owner.user.email), owner.user.email);
    const junk = [`From: ${owner.user.email}`, `To: ${MAILBOX}`, 'Subject: hello', '', 'nothing attached', ''].join('\r\n');
    await deliver(Buffer.from(junk), owner.user.email);

    const response = await create(owner, owner.user.email);
    expect(response.statusCode).toBe(201);
    expect(await listingsOf(owner)).toHaveLength(1);
  });
});
