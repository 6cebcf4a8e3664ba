import { as, signUp } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('GET /dev/outbox (outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists what would have been e-mailed or texted, newest first', async () => {
    const { user, browser } = await signUp(t.app, { phoneNumber: '+919800011122' });
    await t.app.inject(as(browser, { method: 'POST', url: '/api/auth/resend-otp' }));
    await t.app.inject(as(browser, { method: 'POST', url: '/api/phone-verification/send-otp' }));

    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const [sms, email] = response.json();
    expect(sms).toEqual({
      channel: 'sms',
      to: '+919800011122',
      subject: null,
      text: expect.stringMatching(/^\d{4} is your verification code\./),
      headers: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(email).toEqual({
      channel: 'email',
      to: user.email,
      subject: 'Your verification code',
      text: expect.stringMatching(/Your verification code is \d{6}\./),
      headers: null,
      createdAt: expect.any(String),
    });
    expect(Date.parse(sms.createdAt)).toBeGreaterThanOrEqual(Date.parse(email.createdAt));
  });
});
