import type { ConcertRow } from '../db/tables/catalogue';
import { refusalMessage } from '../mail/refusals';
import { buildOriginal, signOriginal } from '../mail/testing/bookingEmails';
import { withHeaderAbove, withHeaderAtEnd } from '../mail/testing/hostileEmails';
import { DEMO_DKIM_PRIVATE_KEY, DEMO_DKIM_SELECTOR } from '../mailbox/demoDkimKey';
import { insertCategory, insertConcert } from '../test/fixtures';
import { provenSenderAddress } from '../test/provenSender';
import type { SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { bookingFor, verifiedSeller } from '../test/verifiedSeller';
import { UPLOAD_MISSING, UPLOAD_TOO_LARGE } from './verification';

const BOUNDARY = 'eml-upload-boundary';

function multipart(file: Buffer, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="booking.eml"\r\nContent-Type: message/rfc822\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** No DKIM_TEST_KEYS here: the demo key is trusted outside production with no setup at all. */
describe('POST /api/create-from-uploaded-email', () => {
  let test: TestApp;
  let concert: ConcertRow;

  beforeAll(async () => {
    test = await buildTestApp();
    concert = await insertConcert(test.db, { name: 'Arijit Singh Live in Concert', categoryId: await insertCategory(test.db), daysFromNow: 40 });
  });
  afterAll(() => test.close());

  const original = (to: string) =>
    signOriginal(buildOriginal('bookmyshow', bookingFor(concert, to)), {
      domain: 'bookmyshow.com',
      selector: DEMO_DKIM_SELECTOR,
      privateKey: DEMO_DKIM_PRIVATE_KEY,
    });

  function upload(seller: SignedInUser, body: Buffer) {
    return test.app.inject({
      method: 'POST',
      url: `/api/create-from-uploaded-email?concertId=${concert.id}&expectedDkimDomain=bookmyshow.com`,
      headers: { ...seller.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
  }

  it('lists the booking in an original addressed to the account e-mail', async () => {
    const seller = await verifiedSeller(test.db);
    const response = await upload(seller, multipart(await original(seller.user.email)));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ seller: { id: seller.user.id }, quantity: 2, price: 4500, verifiedAmountPaid: 9000 });
  });

  it('trusts the public demo key only for a caller on the server\'s own machine', async () => {
    const seller = await verifiedSeller(test.db);
    const fromNetwork = await test.app.inject({
      method: 'POST',
      url: `/api/create-from-uploaded-email?concertId=${concert.id}&expectedDkimDomain=bookmyshow.com`,
      headers: { ...seller.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart(await original(seller.user.email)),
      remoteAddress: '192.168.1.40',
    });
    expect([fromNetwork.statusCode, fromNetwork.json()]).toEqual([422, { error: refusalMessage('dkim-fail', { providerName: 'BookMyShow' }) }]);
    expect(await test.db.selectFrom('ticket_listings').select('id').where('seller_id', '=', seller.user.id).execute()).toEqual([]);
  });

  it('refuses an original addressed to anyone else', async () => {
    const seller = await verifiedSeller(test.db);
    const response = await upload(seller, multipart(await original('friend@example.in')));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatch(`not to ${seller.user.email}`);
  });

  it('lists an original addressed to a sender address the account verified', async () => {
    const seller = await verifiedSeller(test.db);
    const address = `bookings.${seller.user.id}@example.in`;
    await provenSenderAddress(test.db, seller.user.id, address);
    const response = await upload(seller, multipart(await original(address)));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ seller: { id: seller.user.id } });
  });

  it("refuses someone else's booking with a Cc or a To for the uploader added outside the signature", async () => {
    const seller = await verifiedSeller(test.db);
    const unsignedCc = withHeaderAtEnd(await original('friend@example.in'), `Cc: ${seller.user.email}`);
    const toAbove = withHeaderAbove(await original('friend@example.in'), `To: ${seller.user.email}`);
    const message = refusalMessage('unsigned-recipient', { providerName: 'BookMyShow' });
    for (const file of [unsignedCc, toAbove]) {
      const response = await upload(seller, multipart(file));
      expect([response.statusCode, response.json()]).toEqual([422, { error: message }]);
    }
    expect(await test.db.selectFrom('ticket_listings').select('id').where('seller_id', '=', seller.user.id).execute()).toEqual([]);
  });

  it('does not take the account e-mail as proven before it is verified', async () => {
    const seller = await verifiedSeller(test.db, { email_verification_status: 'STARTED' });
    const response = await upload(seller, multipart(await original(seller.user.email)));
    expect(response.statusCode).not.toBe(201);
    expect(await test.db.selectFrom('ticket_listings').select('id').where('seller_id', '=', seller.user.id).execute()).toEqual([]);
  });

  it('refuses a missing file and one over 10 MB', async () => {
    const seller = await verifiedSeller(test.db);
    expect((await upload(seller, multipart(Buffer.from('x'), 'other'))).json()).toEqual({ error: UPLOAD_MISSING });
    const big = await upload(seller, multipart(Buffer.alloc(10 * 1024 * 1024 + 10, 'a')));
    expect([big.statusCode, big.json()]).toEqual([413, { error: UPLOAD_TOO_LARGE }]);
  });
});
