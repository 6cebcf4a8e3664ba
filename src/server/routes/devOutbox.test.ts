import { as, signUp } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';
import { outboxPage } from './devOutboxPage';

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

    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox?format=json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
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

  it('is a page to read by default: each message with its code set apart, newest first, text escaped', async () => {
    const { user, browser } = await signUp(t.app, { phoneNumber: '+919800011133' });
    await t.app.inject(as(browser, { method: 'POST', url: '/api/auth/resend-otp' }));
    await t.app.inject(as(browser, { method: 'POST', url: '/api/phone-verification/send-otp' }));
    const [sms] = (await t.app.inject({ method: 'GET', url: '/dev/outbox?format=json' })).json() as { text: string }[];
    const code = /^(\d{4})/.exec(sms.text)?.[1];

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Dev outbox · FanTickets</title>');
    expect(page.body).toContain('<h2>Text message to +919800011133</h2>');
    expect(page.body).toContain(`<p>Code: <strong class="code">${code}</strong></p>`);
    expect(page.body.indexOf('Text message to +919800011133')).toBeLessThan(page.body.indexOf(`E-mail to ${user.email}`));
    expect(page.body).toContain('<a href="/dev/outbox?format=json">');
  });

  it('escapes what a message holds (an address or text is anyone\'s)', () => {
    const page = outboxPage([
      { channel: 'email', to: '"<img src=x>"@example.in', subject: '<script>alert(1)</script>', text: '</pre><script>alert(2)</script>', headers: { 'List-Unsubscribe': '<https://x/?a=1&b=2>' }, createdAt: new Date().toISOString() },
    ]);
    expect(page).not.toMatch(/<script>|<img/);
    expect(page).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(page).toContain('List-Unsubscribe: &lt;https://x/?a=1&amp;b=2&gt;');
  });

  it('refuses a format it does not know', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox?format=xml' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'format must be html or json' });
  });
});
