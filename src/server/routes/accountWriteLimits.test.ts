import type { InjectOptions } from 'fastify';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId, listingRow } from '../test/listingFixtures';
import { userRow } from '../test/accounts';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

const DETAILS = { quantity: 2, price: 900, verifiedSeat: 'Silver Standing', verifiedAdditionalDetails: '', wantsExchange: false, negotiable: true, sellerCity: 'Mumbai' };
const WAIT = /^Please wait (\d+) seconds before trying again$/;

/** One account looping a cheap write: the first `max` pass, the next is a 429 that changes nothing. */
describe('per-account limits on writes one account can repeat cheaply', () => {
  let t: TestApp;
  let concertId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    concertId = (await insertConcert(t.db, { name: 'Loop Fest', categoryId: await insertCategory(t.db), daysFromNow: 9 })).id;
  });
  afterAll(() => t.close());

  const send = (who: SignedInUser, request: InjectOptions) => t.app.inject({ ...request, headers: { ...who.headers, ...(request.headers as Record<string, string>) } });

  async function expectRefused(who: SignedInUser, request: InjectOptions, hours: number): Promise<void> {
    const refused = await send(who, request);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(WAIT.exec(refused.json().error)?.[1]);
    expect(seconds).toBeGreaterThan(hours * 3600 - 120);
    expect(seconds).toBeLessThanOrEqual(hours * 3600);
    expect(refused.headers['retry-after']).toBe(String(seconds));
    expect(Object.keys(refused.json())).toEqual(['error']);
  }

  it('stops a rename loop at 30 profile changes an hour; the name stays, and another account is not held back', async () => {
    const fan = await signedInUser(t.db);
    const rename = (name: string) => ({ method: 'PUT' as const, url: `/api/users/${fan.user.id}`, payload: { name } });
    for (let i = 0; i < 30; i += 1) expect((await send(fan, rename(`Looping Fan ${i}`))).statusCode).toBe(200);
    await expectRefused(fan, rename('One Rename Too Many'), 1);
    // The same budget covers the profile's other cheap writes.
    await expectRefused(fan, { method: 'POST', url: '/api/users/me/verification/phone/skip' }, 1);
    expect((await userRow(t.db, fan.user.id)).name).toBe('Looping Fan 29');

    const other = await signedInUser(t.db);
    expect((await send(other, { method: 'PUT', url: `/api/users/${other.user.id}`, payload: { name: 'Calm Fan' } })).statusCode).toBe(200);
  });

  it('allows 10 phone number changes a day', async () => {
    const fan = await signedInUser(t.db);
    const phone = (last: number) => ({ method: 'PUT' as const, url: `/api/users/${fan.user.id}`, payload: { phoneNumber: `+9198765432${String(last).padStart(2, '0')}` } });
    for (let i = 0; i < 10; i += 1) expect((await send(fan, phone(i))).statusCode).toBe(200);
    await expectRefused(fan, phone(42), 24);
    expect((await userRow(t.db, fan.user.id)).phone_number).toBe('+919876543209');
    // A name change is not a phone change.
    expect((await send(fan, { method: 'PUT', url: `/api/users/${fan.user.id}`, payload: { name: 'Still Named' } })).statusCode).toBe(200);
  });

  it('stops a subscribe/unsubscribe loop at 120 alert changes an hour; the subscription stays as it was', async () => {
    const fan = await signedInUser(t.db);
    const device = { 'x-device-secret': 'secret-of-looping-device-0123456789abcdef' };
    const alert = (method: 'POST' | 'DELETE' | 'GET') => ({
      method,
      url: `/api/concerts/${concertId}/${method === 'GET' ? 'subscription-status' : 'subscribe'}?pushUserId=looping-device`,
      headers: device,
    });
    for (let i = 0; i < 120; i += 1) expect((await send(fan, alert(i % 2 === 0 ? 'POST' : 'DELETE'))).statusCode).toBe(200);
    await expectRefused(fan, alert('POST'), 1);
    await expectRefused(fan, { method: 'POST', url: `/api/manual-ticket-request/concert/${concertId}` }, 1);
    expect((await send(fan, alert('GET'))).json()).toEqual({ subscribed: false });
    expect(await t.db.selectFrom('manual_ticket_requests').select('id').where('user_id', '=', fan.user.id).execute()).toEqual([]);
  });

  it("stops a price loop at 1,000 listing changes an hour; the listing keeps the last price that passed", async () => {
    const seller = await signedInUser(t.db);
    const id = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 2500 });
    const price = (value: number) => ({ method: 'PUT' as const, url: `/api/ticketListing/${id}`, payload: { ...DETAILS, price: value } });
    for (let i = 0; i < 1000; i += 1) expect((await send(seller, price(2000 - i))).statusCode).toBe(200);
    await expectRefused(seller, price(500), 1);
    await expectRefused(seller, { method: 'PATCH', url: `/api/ticketListing/${id}/status?status=SOLD&source=FRIEND` }, 1);
    expect(await listingRow(t.db, id)).toMatchObject({ price: '1001.00', ticket_status: 'LISTED' });
  }, 300_000);
});
