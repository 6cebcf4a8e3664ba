import { createTransport } from 'nodemailer';
import type { ConcertRow } from '../db/tables/catalogue';
import { forwardedBooking, resolverFor, signOriginal, testKeyRecords } from '../mail/testing/bookingEmails';
import { authenticateForward } from '../mailbox/forwardAuth';
import { startSmtpListener, type RunningMailbox } from '../mailbox/smtpListener';
import { insertCategory, insertConcert } from '../test/fixtures';
import type { SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { bookingFor, verifiedSeller } from '../test/verifiedSeller';
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
    listener = await startSmtpListener({
      db: test.db,
      notifier: test.app.inboundMail,
      mailbox: MAILBOX,
      host: '127.0.0.1',
      port: 0,
      log: test.app.log,
      authenticate: (raw, origin) => authenticateForward(raw, origin, dns),
    });
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

  async function forwardAndVerify(seller: SignedInUser, signForward: boolean) {
    const email = seller.user.email;
    const forward = await forwardedBooking('bookmyshow', bookingFor(concert, email), { from: email, to: MAILBOX });
    const raw = signForward ? await signOriginal(forward, { domain: 'example.in' }) : forward;
    await createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true }).sendMail({ envelope: { from: email, to: MAILBOX }, raw });
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
});
