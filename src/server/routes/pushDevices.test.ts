import { randomBytes } from 'node:crypto';
import { PUSH_ENDPOINT_REFUSAL } from '../services/alerts/pushEndpoint';
import { DEVICE_REFUSAL } from '../services/alerts/deviceAccess';
import { browserPushSubscription as browserSubscription } from '../test/browserPushSubscription';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

const ashaSecret = 'asha-phone-secret-0123456789abcdefghijklmno';

describe('a browser registers its Web Push subscription', () => {
  let t: TestApp;
  let asha: SignedInUser;
  let burglar: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    asha = await signedInUser(t.db);
    burglar = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  const register = (device: string, body: unknown, options: { secret?: string; person?: SignedInUser; method?: 'PUT' | 'DELETE' } = {}) =>
    t.app.inject({
      method: options.method ?? 'PUT',
      url: `/api/push-devices/${device}/subscription`,
      headers: { ...(options.person ?? asha).headers, ...(options.secret === undefined ? {} : { 'x-device-secret': options.secret }) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const deviceRow = (id: string) => t.db.selectFrom('push_devices').select(['user_id', 'endpoint', 'p256dh', 'auth']).where('id', '=', id).executeTakeFirst();

  it('serves the public key a browser subscribes with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/web-push/public-key' });
    expect(response.statusCode).toBe(200);
    expect(Buffer.from((response.json() as { publicKey: string }).publicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps the subscription of the browser holding the secret, claiming a new device id', async () => {
    const subscription = browserSubscription();
    const response = await register('asha-phone', subscription, { secret: ashaSecret });
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
    expect(await deviceRow('asha-phone')).toEqual({ user_id: asha.user.id, endpoint: subscription.endpoint, ...subscription.keys });
  });

  it.each([
    ['no secret', undefined],
    ['a wrong secret', 'not-ashas-secret-0123456789abcdefghijklmnop'],
  ])("refuses another account holding the device id and %s: it can neither replace nor remove the subscription", async (_label, secret) => {
    const before = await deviceRow('asha-phone');
    const replaced = await register('asha-phone', browserSubscription(), { secret, person: burglar });
    expect([replaced.statusCode, replaced.json()]).toEqual([403, { error: DEVICE_REFUSAL }]);
    const removed = await register('asha-phone', undefined, { secret, person: burglar, method: 'DELETE' });
    expect([removed.statusCode, removed.json()]).toEqual([403, { error: DEVICE_REFUSAL }]);
    expect(await deviceRow('asha-phone')).toEqual(before);
  });

  it("lets the device's account, signed in without the secret, replace and remove it", async () => {
    const subscription = browserSubscription();
    expect((await register('asha-phone', subscription)).statusCode).toBe(200);
    expect((await deviceRow('asha-phone'))?.endpoint).toBe(subscription.endpoint);
    expect((await register('asha-phone', undefined, { method: 'DELETE' })).json()).toEqual({ ok: true });
    expect(await deviceRow('asha-phone')).toEqual({ user_id: asha.user.id, endpoint: null, p256dh: null, auth: null });
  });

  it('takes a subscription off the device id the browser used before (it lost its storage), so it is pushed to once', async () => {
    const subscription = browserSubscription();
    await register('old-id', subscription, { secret: 'old-id-secret-0123456789abcdefghijklm' });
    await register('new-id', subscription, { secret: 'new-id-secret-0123456789abcdefghijklm' });
    expect((await deviceRow('old-id'))?.endpoint).toBeNull();
    expect((await deviceRow('new-id'))?.endpoint).toBe(subscription.endpoint);
  });

  it.each([
    ['an endpoint elsewhere', { ...browserSubscription('https://attacker.example/push/1') }, PUSH_ENDPOINT_REFUSAL],
    ['a push service over http', { ...browserSubscription('http://fcm.googleapis.com/fcm/send/x') }, PUSH_ENDPOINT_REFUSAL],
    ['a key that is not a P-256 point', { ...browserSubscription(), keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: randomBytes(16).toString('base64url') } }, "keys.p256dh must be the browser's P-256 public key (65 bytes, base64url)"],
    ['a short key', { ...browserSubscription(), keys: { p256dh: randomBytes(33).toString('base64url'), auth: randomBytes(16).toString('base64url') } }, "keys.p256dh must be the browser's P-256 public key (65 bytes, base64url)"],
    ['a long auth secret', { ...browserSubscription(), keys: { p256dh: browserSubscription().keys.p256dh, auth: randomBytes(32).toString('base64url') } }, "keys.auth must be the browser's 16-byte authentication secret, base64url"],
    ['no keys', { endpoint: browserSubscription().endpoint }, 'keys is required'],
  ])('refuses %s with a 400 and keeps nothing', async (_label, body, error) => {
    const response = await register('fresh-phone', body, { secret: 'fresh-phone-secret-0123456789abcdefghij' });
    expect([response.statusCode, response.json()]).toEqual([400, { error }]);
    expect(await deviceRow('fresh-phone')).toBeUndefined();
  });

  it('lets a development server push to the local push service on loopback', async () => {
    const response = await register('dev-phone', browserSubscription('http://127.0.0.1:9/push/abc'), { secret: 'dev-phone-secret-0123456789abcdefghijkl' });
    expect(response.statusCode).toBe(200);
  });

  it('declares the device secret header in the API document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const operations = document.paths['/api/push-devices/{deviceId}/subscription'];
    for (const operation of [operations.put, operations.delete]) {
      expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'x-device-secret' })]));
    }
  });
});

describe('push subscriptions in production', () => {
  let t: TestApp;
  let fan: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'production-test-session-secret-0123456789',
        DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    });
    fan = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  it.each(['http://127.0.0.1:9/push/abc', 'http://localhost:8080/push/abc', 'https://169.254.169.254/latest/meta-data', 'https://evil.example/fcm.googleapis.com'])(
    'refuses %s',
    async (endpoint) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/push-devices/prod-phone/subscription',
        headers: { ...fan.headers, 'x-device-secret': 'prod-phone-secret-0123456789abcdefghijk' },
        payload: browserSubscription(endpoint),
      });
      expect([response.statusCode, response.json()]).toEqual([400, { error: PUSH_ENDPOINT_REFUSAL }]);
      expect(await t.db.selectFrom('push_devices').select('id').execute()).toEqual([]);
    },
  );
});
