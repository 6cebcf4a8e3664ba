import { createTransport } from 'nodemailer';
import type { ConcertRow } from '../db/tables/catalogue';
import { forwardedBooking, resolverFor, signOriginal, testKeyRecords } from '../mail/testing/bookingEmails';
import type { RunningMailbox } from '../mailbox/smtpListener';
import { insertCategory, insertConcert } from '../test/fixtures';
import type { SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { bookingFor, verifiedSeller } from '../test/verifiedSeller';
import { productionMailbox } from '../test/productionMailbox';
import { toUser } from './accounts.service';
import { forwardNotProven, listFromForwardedEmail, type VerificationDeps } from './verification.service';
import { VerificationStages } from './verificationStages';

const MAILBOX = 'verify@localhost';
/** DNS as production would see it: the provider's key, the sellers' own domain key and its DMARC policy. */
const dns = resolverFor({ ...testKeyRecords(['bookmyshow.com', 'example.in']), '_dmarc.example.in': 'v=DMARC1; p=reject' });

/** The whole production chain: the mailbox checks the forward's DMARC, the verification insists on it. */
describe('a forward in production', () => {
  let test: TestApp;
  let listener: RunningMailbox;
  let concert: ConcertRow;
  let deps: VerificationDeps;

  beforeAll(async () => {
    test = await buildTestApp();
    listener = await productionMailbox(test, MAILBOX, dns);
    concert = await insertConcert(test.db, { name: 'Arijit Singh Live in Concert', categoryId: await insertCategory(test.db), daysFromNow: 40 });
    deps = {
      db: test.db,
      notifier: test.app.inboundMail,
      stages: new VerificationStages(test.db),
      resolver: dns,
      production: true,
      waitMs: 3000,
      closing: new AbortController().signal,
    };
  });
  afterAll(async () => {
    await listener.close();
    await test.close();
  });

  /** The seller's mail server delivering a forward; signed by the seller's domain (DMARC pass) or not (fail). */
  async function forward(seller: SignedInUser, signForward: boolean) {
    const email = seller.user.email;
    const unsigned = await forwardedBooking('bookmyshow', bookingFor(concert, email), { from: email, to: MAILBOX });
    const raw = signForward ? await signOriginal(unsigned, { domain: 'example.in' }) : unsigned;
    await createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true }).sendMail({ envelope: { from: email, to: MAILBOX }, raw });
  }
  const requestOf = (seller: SignedInUser, since?: Date) => ({ concertId: concert.id, senderEmail: seller.user.email, expectedDkimDomain: 'bookmyshow.com' as const, since });
  /** A Verify that would wait ten minutes: only an answer from the mail itself ends it within the test's time. */
  const patientDeps = () => ({ ...deps, waitMs: 10 * 60 * 1000 });

  async function forwardAndVerify(seller: SignedInUser, signForward: boolean) {
    const email = seller.user.email;
    await forward(seller, signForward);
    const stored = await test.db.selectFrom('inbound_mail').select(['dmarc', 'header_from']).where('envelope_from', '=', email).executeTakeFirstOrThrow();
    const request = { concertId: concert.id, senderEmail: email, expectedDkimDomain: 'bookmyshow.com' as const };
    const outcome = await listFromForwardedEmail(deps, toUser(seller.user), request).catch((error: unknown) => error);
    return { stored, outcome };
  }

  it('lists a booking forwarded from a mailbox that signs for the seller (DMARC pass)', async () => {
    const seller = await verifiedSeller(test.db);
    const { stored, outcome } = await forwardAndVerify(seller, true);
    expect(stored).toEqual({ dmarc: 'pass', header_from: seller.user.email });
    expect(outcome).toMatchObject({ seller: { id: seller.user.id }, ticketStatus: 'LISTED' });
  });

  it('refuses a forward that does not pass DMARC for the seller, with a 403 saying so', async () => {
    const seller = await verifiedSeller(test.db);
    const { stored, outcome } = await forwardAndVerify(seller, false);
    expect(stored).toEqual({ dmarc: 'fail', header_from: seller.user.email });
    expect(outcome).toMatchObject({ status: 403, message: forwardNotProven(seller.user.email) });
  });

  it('answers a waiting Verify as soon as a forward that fails DMARC arrives, with the reason', async () => {
    const seller = await verifiedSeller(test.db);
    const waiting = listFromForwardedEmail(patientDeps(), toUser(seller.user), requestOf(seller, new Date())).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await forward(seller, false);
    expect(await waiting).toMatchObject({ status: 403, message: forwardNotProven(seller.user.email) });
  });

  it('does not answer a new try from a failed forward received before the seller reached the forwarding step again', async () => {
    const seller = await verifiedSeller(test.db);
    await forward(seller, false);
    const failed = await listFromForwardedEmail(deps, toUser(seller.user), requestOf(seller, new Date(Date.now() - 60_000))).catch((error: unknown) => error);
    expect(failed).toMatchObject({ status: 403, message: forwardNotProven(seller.user.email) });

    // Back at the forwarding step: the seller forwards again, properly this time, and presses Verify before it arrives.
    const again = new Date();
    const waiting = listFromForwardedEmail(patientDeps(), toUser(seller.user), requestOf(seller, again)).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await forward(seller, true);
    expect(await waiting).toMatchObject({ seller: { id: seller.user.id }, ticketStatus: 'LISTED' });
  });

  it('still takes a proven forward over a later one that fails DMARC (someone else sending in the seller\'s name)', async () => {
    const seller = await verifiedSeller(test.db);
    const since = new Date();
    await forward(seller, true);
    await forward(seller, false);
    expect(await listFromForwardedEmail(deps, toUser(seller.user), requestOf(seller, since))).toMatchObject({ seller: { id: seller.user.id }, ticketStatus: 'LISTED' });
  });
});
