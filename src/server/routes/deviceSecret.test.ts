import { createHash } from 'node:crypto';
import { insertEvent } from '../test/catalogueFixtures';
import { insertCategory } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { DEVICE_REFUSAL } from '../services/alerts/deviceAccess';

/**
 * A device id is not a credential: it travels in query strings, logs and analytics. Reading or changing a device's
 * alerts needs the secret only that browser holds (X-Device-Secret), or the account that owns the device signed in.
 */
describe('a device and its own secret', () => {
  let t: TestApp;
  let eventId: number;
  let otherEventId: number;
  let asha: SignedInUser;
  let burglar: SignedInUser;
  const ashaSecret = 'asha-phone-secret-0123456789abcdefghijklmno';
  const refused = { error: DEVICE_REFUSAL };

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    eventId = (await insertEvent(t.db, { name: 'Secret Fest', categoryId, when: 10 })).id;
    otherEventId = (await insertEvent(t.db, { name: 'Other Fest', categoryId, when: 12 })).id;
    asha = await signedInUser(t.db);
    burglar = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'DELETE';
  const call = (method: Method, device: string, options: { secret?: string; person?: SignedInUser | null; event?: number } = {}) =>
    t.app.inject({
      method,
      url: `/api/concerts/${options.event ?? eventId}/${method === 'GET' ? 'subscription-status' : 'subscribe'}?pushUserId=${device}`,
      headers: {
        ...(options.person === null ? {} : (options.person ?? asha).headers),
        ...(options.secret === undefined ? {} : { 'x-device-secret': options.secret }),
      },
    });

  const deviceRow = (id: string) => t.db.selectFrom('push_devices').select(['id', 'secret_hash', 'user_id', 'endpoint']).where('id', '=', id).executeTakeFirst();
  const subscriptionRows = () =>
    t.db.selectFrom('concert_subscriptions').select(['concert_id', 'push_user_id', 'user_id']).where('push_user_id', '=', 'asha-phone').orderBy('concert_id').execute();

  it("claims a new device id for its secret and the signed-in caller on the first subscribe", async () => {
    const response = await call('POST', 'asha-phone', { secret: ashaSecret });
    expect([response.statusCode, response.json()]).toEqual([200, { subscribed: true }]);
    expect(await deviceRow('asha-phone')).toEqual({
      id: 'asha-phone',
      secret_hash: createHash('sha256').update(ashaSecret).digest('hex'),
      user_id: asha.user.id,
      endpoint: null,
    });
  });

  it.each([
    ['no secret', undefined],
    ['a wrong secret', 'not-ashas-secret-0123456789abcdefghijklmnop'],
  ])("refuses another account holding the device id and %s, and changes nothing", async (_label, secret) => {
    const before = { device: await deviceRow('asha-phone'), subscriptions: await subscriptionRows() };
    for (const [method, event] of [
      ['GET', eventId],
      ['POST', eventId],
      ['POST', otherEventId],
      ['DELETE', eventId],
    ] as const) {
      const response = await call(method, 'asha-phone', { secret, person: burglar, event });
      expect([method, response.statusCode, response.json()]).toEqual([method, 403, refused]);
    }
    // Nobody signed in is refused the read just the same.
    const anonymous = await call('GET', 'asha-phone', { secret, person: null });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([403, refused]);
    expect({ device: await deviceRow('asha-phone'), subscriptions: await subscriptionRows() }).toEqual(before);
  });

  it('lets the browser holding the secret read and change, signed in or not, whoever is signed in', async () => {
    expect((await call('GET', 'asha-phone', { secret: ashaSecret, person: null })).json()).toEqual({ subscribed: true });
    expect((await call('DELETE', 'asha-phone', { secret: ashaSecret })).json()).toEqual({ subscribed: false });
    expect((await call('POST', 'asha-phone', { secret: ashaSecret })).json()).toEqual({ subscribed: true });
    expect(await subscriptionRows()).toEqual([{ concert_id: eventId, push_user_id: 'asha-phone', user_id: asha.user.id }]);
  });

  it("lets the device's owner, signed in elsewhere without the secret, read and change it", async () => {
    expect((await call('GET', 'asha-phone')).json()).toEqual({ subscribed: true });
    expect((await call('POST', 'asha-phone', { event: otherEventId })).json()).toEqual({ subscribed: true });
    expect((await call('DELETE', 'asha-phone', { event: otherEventId })).json()).toEqual({ subscribed: false });
    expect(await subscriptionRows()).toEqual([{ concert_id: eventId, push_user_id: 'asha-phone', user_id: asha.user.id }]);
  });

  it('passes the device to whoever signs in on the browser holding the secret', async () => {
    const ravi = await signedInUser(t.db);
    expect((await call('POST', 'asha-phone', { secret: ashaSecret, person: ravi, event: otherEventId })).json()).toEqual({ subscribed: true });
    expect((await deviceRow('asha-phone'))?.user_id).toBe(ravi.user.id);
    expect((await call('GET', 'asha-phone', { person: ravi })).json()).toEqual({ subscribed: true });
    expect((await call('GET', 'asha-phone')).statusCode).toBe(403);
    expect((await call('DELETE', 'asha-phone', { secret: ashaSecret, event: otherEventId })).json()).toEqual({ subscribed: false });
    expect((await deviceRow('asha-phone'))?.user_id).toBe(asha.user.id);
  });

  it('cannot claim a device id without a secret, and reads nothing of an unclaimed id without one', async () => {
    const response = await call('POST', 'new-phone', { person: burglar });
    expect([response.statusCode, response.json()]).toEqual([403, refused]);
    expect(await deviceRow('new-phone')).toBeUndefined();
    expect((await call('GET', 'new-phone', { person: burglar })).statusCode).toBe(403);
    expect((await call('GET', 'new-phone', { person: null, secret: 'new-phone-secret-0123456789abcdefghijk' })).json()).toEqual({ subscribed: false });
  });

  it('does not claim a device for an event that does not exist', async () => {
    const response = await call('POST', 'lost-phone', { secret: 'lost-phone-secret-0123456789abcdefghijk', event: 999999 });
    expect([response.statusCode, response.json()]).toEqual([404, { error: 'Event not found' }]);
    expect(await deviceRow('lost-phone')).toBeUndefined();
  });

  it.each([
    ['too short', 'short'],
    ['with a space', 'has a space 0123456789abcdefghijklmnopq'],
  ])('refuses a secret %s with a 400', async (_label, secret) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(method, 'asha-phone', { secret });
      expect([response.statusCode, response.json()]).toEqual([400, { error: 'X-Device-Secret must be 22 to 128 letters, digits, hyphens or underscores' }]);
    }
  });

  it('declares the header in the API document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>>;
    };
    const operations = document.paths['/api/concerts/{id}/subscribe'];
    for (const operation of [operations.post, operations.delete, document.paths['/api/concerts/{id}/subscription-status'].get]) {
      expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'x-device-secret', required: false })]));
    }
  });
});
