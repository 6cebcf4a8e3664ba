import { SERVER_RESTARTED } from '../../shared/verification';
import { insertCategory, insertConcert } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';
import { verifiedSeller } from '../test/verifiedSeller';

/** A graceful stop (a deploy, a restart) while a seller's Verify waits for the forwarded e-mail. */
describe('a Verify waiting when the server stops', () => {
  let test: TestApp;
  let closed = false;
  beforeAll(async () => {
    test = await buildTestApp({ env: { MAILBOX_WAIT_MS: '60000' } });
  });
  afterAll(async () => {
    if (!closed) await test.close();
  });

  it('is answered at once with a 503 that says to press Verify again, and lists nothing', async () => {
    const seller = await verifiedSeller(test.db);
    const concert = await insertConcert(test.db, { name: 'Restart Show', categoryId: await insertCategory(test.db), daysFromNow: 20 });
    const query = new URLSearchParams({ userId: String(seller.user.id), concertId: String(concert.id), senderEmail: seller.user.email, expectedDkimDomain: 'bookmyshow.com' });
    const verify = test.app.inject({ method: 'POST', url: `/api/create-from-verified-email?${query}`, headers: seller.headers });
    while (test.app.inboundMail.waiting(seller.user.email) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const listings = await test.db.selectFrom('ticket_listings').select('id').where('seller_id', '=', seller.user.id).execute();

    const closing = test.app.close();
    const answer = await verify;
    expect([answer.statusCode, answer.json()]).toEqual([503, { error: SERVER_RESTARTED }]);
    await closing;
    closed = true;
    await test.close().catch(() => undefined);
    expect(listings).toEqual([]);
  });
});
