import { as, signUp } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

/** The dev outbox holds every account's codes: only the machine the server runs on may read it. */
describe('who can read /dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const { browser } = await signUp(t.app);
    await t.app.inject(as(browser, { method: 'POST', url: '/api/auth/resend-otp' }));
  });
  afterAll(() => t.close());

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('shows the codes to a client at %s', async (address) => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox?format=json', remoteAddress: address });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: address });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2>E-mail to ');
  });

  it.each(['192.168.1.20', '10.0.0.5', '2001:db8::1'])('refuses a client at %s and shows nothing, as a page or as JSON', async (address) => {
    for (const url of ['/dev/outbox', '/dev/outbox?format=json']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: address });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'The dev outbox is shown only on the machine the server runs on.' });
    }
  });

  it('refuses a client that a proxy on this machine forwards', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '192.168.1.20' },
    });
    expect(response.statusCode).toBe(403);
  });
});
