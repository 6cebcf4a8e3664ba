import { insertProvider, setProviderEnabled } from '../db/repositories/providers.repo';
import { DEMO_DKIM_PRIVATE_KEY, DEMO_DKIM_SELECTOR } from '../mailbox/demoDkimKey';
import { signOriginal } from '../mailbox/demoBooking';
import { signedInAdmin } from '../test/admins';
import { insertCategory, insertConcert } from '../test/fixtures';
import { multipartFile } from '../test/multipartFile';
import { TIXHUB, tixHubOriginal } from '../test/providerFixtures';
import { buildTestApp, type TestApp } from '../test/testApp';
import { verifiedSeller } from '../test/verifiedSeller';

/** The price cap's face value comes from what the provider's own rules read: here a provider an operator added. */
describe('the price cap for a listing through an added provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  it('keeps the amount paid and the quantity TixHub reads, and refuses a price over 20% above face value', async () => {
    const admin = await signedInAdmin(t.db);
    await setProviderEnabled(t.db, await insertProvider(t.db, TIXHUB, admin.user.id), true);
    const concert = await insertConcert(t.db, { name: 'Jazz Night', categoryId: await insertCategory(t.db), daysFromNow: 40 });
    await t.db.updateTable('concerts').set({ expected_dkim_domain: 'tixhub.example', date: new Date('2027-02-13T19:00:00+05:30') }).where('id', '=', concert.id).execute();
    const seller = await verifiedSeller(t.db);
    const original = tixHubOriginal({ to: seller.user.email, eventName: 'Jazz Night', starts: 'Sat, 13 Feb 2027, 07:00 PM', location: 'Blue Frog, Mumbai', tickets: 2, paid: 'Rs. 1,500', zone: 'GOLD' });
    const eml = await signOriginal(original, { domain: 'tixhub.example', selector: DEMO_DKIM_SELECTOR, privateKey: DEMO_DKIM_PRIVATE_KEY });

    const listed = await t.app.inject({
      method: 'POST',
      url: `/api/create-from-uploaded-email?concertId=${concert.id}&expectedDkimDomain=tixhub.example`,
      ...multipartFile(eml, { filename: 'booking.eml' }),
      headers: { ...seller.headers, ...multipartFile(eml).headers },
    });
    expect(listed.statusCode).toBe(201);
    const id = (listed.json() as { ticketListingId: number }).ticketListingId;
    const row = await t.db.selectFrom('ticket_listings').select(['verified_amount_paid', 'verified_ticket_quantity', 'provider_version']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ verified_amount_paid: '1500.00', verified_ticket_quantity: 2, provider_version: 1 });

    const put = (price: number) =>
      t.app.inject({ method: 'PUT', url: `/api/ticketListing/${id}`, headers: seller.headers, payload: { quantity: 2, verifiedSeat: 'GOLD', negotiable: true, wantsExchange: false, sellerCity: 'Mumbai', price } });
    const over = await put(901);
    expect({ status: over.statusCode, body: over.json() as unknown }).toEqual({
      status: 400,
      body: { error: 'The highest price you can ask is ₹900 per ticket: 20% over the face value of ₹750.' },
    });
    expect((await put(900)).statusCode).toBe(200);
  });
});
