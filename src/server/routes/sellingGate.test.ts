import type { VerificationStatus } from '../../shared/entities';
import { SELLING_GATE_MESSAGES } from '../../shared/verification';
import type { ConcertRow } from '../db/tables/catalogue';
import { buildOriginal, signOriginal } from '../mail/testing/bookingEmails';
import { DEMO_DKIM_PRIVATE_KEY, DEMO_DKIM_SELECTOR } from '../mailbox/demoDkimKey';
import { as, signUp, userRow, type Browser } from '../test/accounts';
import { insertCategory, insertConcert } from '../test/fixtures';
import type { SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { bookingFor, verifiedSeller } from '../test/verifiedSeller';

const BOUNDARY = 'gate-upload-boundary';

/** Issue #15: selling needs VERIFIED e-mail and phone; a code asked for (STARTED) proves nothing. */
describe('the selling gate on the server', () => {
  let t: TestApp;
  let concert: ConcertRow;
  beforeAll(async () => {
    t = await buildTestApp({ env: { MAILBOX_WAIT_MS: '200' } });
    concert = await insertConcert(t.db, { name: 'Gate Night', categoryId: await insertCategory(t.db), daysFromNow: 30 });
  });
  afterAll(() => t.close());

  const fromForward = (seller: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-from-verified-email',
      headers: seller.headers,
      query: { userId: String(seller.user.id), concertId: String(concert.id), senderEmail: seller.user.email, expectedDkimDomain: 'bookmyshow.com' },
    });
  async function fromUpload(seller: SignedInUser) {
    const original = await signOriginal(buildOriginal('bookmyshow', bookingFor(concert, seller.user.email)), {
      domain: 'bookmyshow.com',
      selector: DEMO_DKIM_SELECTOR,
      privateKey: DEMO_DKIM_PRIVATE_KEY,
    });
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="booking.eml"\r\nContent-Type: message/rfc822\r\n\r\n`),
      original,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/create-from-uploaded-email?concertId=${concert.id}&expectedDkimDomain=bookmyshow.com`,
      headers: { ...seller.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
  }
  const listings = (sellerId: number) => t.db.selectFrom('ticket_listings').select('id').where('seller_id', '=', sellerId).execute();

  it.each<[string, VerificationStatus, VerificationStatus, string]>([
    ['e-mail code asked for, never typed', 'STARTED', 'VERIFIED', SELLING_GATE_MESSAGES.emailPending],
    ['phone code asked for, never typed', 'VERIFIED', 'STARTED', SELLING_GATE_MESSAGES.phonePending],
    ['both asked for', 'STARTED', 'STARTED', SELLING_GATE_MESSAGES.emailPending],
  ])('refuses a seller whose %s, on both ways of listing', async (_case, email, phone, message) => {
    const seller = await verifiedSeller(t.db, { email_verification_status: email, phone_verification_status: phone });
    for (const response of [await fromForward(seller), await fromUpload(seller)]) {
      expect([response.statusCode, response.json()]).toEqual([403, { error: message }]);
    }
    expect(await listings(seller.user.id)).toEqual([]);
  });

  it('lets a seller with both verified list an uploaded booking', async () => {
    const seller = await verifiedSeller(t.db);
    expect((await fromUpload(seller)).statusCode).toBe(201);
  });
});

/** SPEC §4 'Skipping sets pending': closing the code dialog unverified. */
describe('POST /api/users/me/verification/:channel/skip', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (browser: Browser, url: string) => t.app.inject(as(browser, { method: 'POST', url }));

  it.each([
    ['email', '/api/auth/resend-otp', 'email_verification_status', 'emailVerificationStatus'],
    ['phone', '/api/phone-verification/send-otp', 'phone_verification_status', 'phoneVerificationStatus'],
  ] as const)('sets a STARTED %s back to PENDING and answers the user', async (channel, sendUrl, column, field) => {
    const { user, browser } = await signUp(t.app);
    expect((await post(browser, sendUrl)).statusCode).toBe(200);
    expect((await userRow(t.db, user.id))[column]).toBe('STARTED');
    const skipped = await post(browser, `/api/users/me/verification/${channel}/skip`);
    expect([skipped.statusCode, skipped.json()]).toEqual([200, { user: { ...user, [field]: 'PENDING' } }]);
    expect((await userRow(t.db, user.id))[column]).toBe('PENDING');
  });

  it('leaves VERIFIED and PENDING as they are, and knows only e-mail and phone', async () => {
    const { user, browser } = await signUp(t.app);
    await t.db.updateTable('users').set({ email_verification_status: 'VERIFIED' }).where('id', '=', user.id).execute();
    const verified = await post(browser, '/api/users/me/verification/email/skip');
    expect(verified.json().user).toMatchObject({ emailVerificationStatus: 'VERIFIED', phoneVerificationStatus: 'PENDING' });
    const pending = await post(browser, '/api/users/me/verification/phone/skip');
    expect(pending.json().user).toMatchObject({ emailVerificationStatus: 'VERIFIED', phoneVerificationStatus: 'PENDING' });
    const unknown = await post(browser, '/api/users/me/verification/password/skip');
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { error: 'Only email or phone verification can be skipped' }]);
  });

  it('changes only the caller: another account in STARTED stays STARTED', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    await post(second.browser, '/api/auth/resend-otp');
    await post(first.browser, '/api/users/me/verification/email/skip');
    expect((await userRow(t.db, second.user.id)).email_verification_status).toBe('STARTED');
  });
});
