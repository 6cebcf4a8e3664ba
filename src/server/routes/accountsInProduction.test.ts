import { CSRF_COOKIE, SESSION_COOKIE } from '../../shared/apiContract';
import { as, cookieNamed, freshIp, newAccount, signUp, userRow } from '../test/accounts';
import { startHttpStandIn, type HttpStandIn } from '../test/httpStandIn';
import { startSmtpStandIn, type SmtpStandIn } from '../test/smtpStandIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** The app as NODE_ENV=production runs it, with real senders pointed at local stand-ins. */
describe('accounts in production', () => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  let msg91: HttpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    msg91 = await startHttpStandIn();
    msg91.answer = { status: 200, body: { type: 'success', message: 'queued' } };
    t = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'production-test-session-secret-0123456789',
        DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Fan Tickets <no-reply@fantickets.example>',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'test-auth-key',
        MSG91_TEMPLATE_ID: 'test-template',
        MSG91_BASE_URL: msg91.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([smtp.close(), msg91.close()]);
  });

  it('marks both session cookies Secure', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/signup', payload: newAccount(), remoteAddress: freshIp() });
    expect(response.statusCode).toBe(201);
    expect(cookieNamed(response, SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cookieNamed(response, CSRF_COOKIE)).toMatchObject({ secure: true, sameSite: 'Lax' });
  });

  it('has no /dev/outbox', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found: GET /dev/outbox' });
  });

  it('e-mails the code through SMTP, and the code verifies the e-mail', async () => {
    const { user, browser } = await signUp(t.app);
    const response = await t.app.inject(as(browser, { method: 'POST', url: '/api/auth/resend-otp' }));
    expect(response.statusCode).toBe(200);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.from).toBe('no-reply@fantickets.example');
    expect(mail?.data).toMatch(/^From: Fan Tickets <no-reply@fantickets.example>$/m);
    const code = /Your verification code is (\d{6})\./.exec(mail?.data ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await t.app.inject(as(browser, { method: 'POST', url: `/api/auth/confirm-email?otp=${code}` }));
    expect(confirmed.json().user.emailVerificationStatus).toBe('VERIFIED');
  });

  it('texts the code through MSG91, and the code verifies the phone', async () => {
    const { user, browser } = await signUp(t.app, { phoneNumber: '9876501234' });
    const response = await t.app.inject(as(browser, { method: 'POST', url: '/api/phone-verification/send-otp' }));
    expect(response.statusCode).toBe(200);
    const sent = JSON.parse(msg91.received.at(-1)?.body ?? '{}');
    expect(sent).toMatchObject({ template_id: 'test-template', recipients: [{ mobiles: '919876501234', otp: expect.stringMatching(/^\d{4}$/) }] });
    const { verificationId } = response.json();
    const url = `/api/phone-verification/verify-otp?code=${sent.recipients[0].otp}&verificationId=${verificationId}`;
    expect((await t.app.inject(as(browser, { method: 'POST', url }))).statusCode).toBe(200);
    expect((await userRow(t.db, user.id)).phone_verification_status).toBe('VERIFIED');
  });

  it('lets the user ask again at once when the provider refuses, and keeps nothing in the outbox', async () => {
    const { user, browser } = await signUp(t.app);
    msg91.answer = { status: 401, body: { type: 'error', message: 'Unauthorized' } };
    const failed = await t.app.inject(as(browser, { method: 'POST', url: '/api/phone-verification/send-otp' }));
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'We could not send the code just now. Please try again in a moment.' });
    expect(await t.db.selectFrom('otp_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    msg91.answer = { status: 200, body: { type: 'success', message: 'queued' } };
    expect((await t.app.inject(as(browser, { method: 'POST', url: '/api/phone-verification/send-otp' }))).statusCode).toBe(200);
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });
});
