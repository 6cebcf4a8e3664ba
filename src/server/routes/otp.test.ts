import { sql } from 'kysely';
import { as, signUp, userRow, type Browser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('one-time codes for e-mail (6 digits) and phone (4 digits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (browser: Browser, url: string) => t.app.inject(as(browser, { method: 'POST', url }));
  const lastMessage = async (to: string) =>
    t.db.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const codeIn = (text: string, digits: number) => new RegExp(`\\b(\\d{${digits}})\\b`).exec(text)?.[1] ?? '';
  const codes = (userId: number) => t.db.selectFrom('otp_codes').selectAll().where('user_id', '=', userId).execute();
  /** Moves the user's codes back in time, as if `seconds` had passed. */
  const age = (userId: number, seconds: number) =>
    t.db
      .updateTable('otp_codes')
      .set({
        created_at: sql`created_at - make_interval(secs => ${seconds})`,
        expires_at: sql`expires_at - make_interval(secs => ${seconds})`,
      })
      .where('user_id', '=', userId)
      .execute();

  describe('e-mail', () => {
    it('sends a 6-digit code by e-mail, stores only its hash and marks the e-mail STARTED', async () => {
      const { user, browser } = await signUp(t.app);
      const response = await post(browser, '/api/auth/resend-otp');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'OTP sent to your email', retryAfterSeconds: 70 });
      const mail = await lastMessage(user.email);
      expect(mail).toMatchObject({ channel: 'email', subject: expect.stringContaining('verification code') });
      const code = codeIn(mail.text, 6);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await codes(user.id);
      expect(row).toMatchObject({ channel: 'email', attempts: 0 });
      expect(row.code_hash).not.toContain(code);
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(10 * 60 * 1000);
      expect((await userRow(t.db, user.id)).email_verification_status).toBe('STARTED');

      const confirmed = await post(browser, `/api/auth/confirm-email?otp=${code}`);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ user: { ...user, emailVerificationStatus: 'VERIFIED' } });
      expect((await userRow(t.db, user.id)).email_verification_status).toBe('VERIFIED');
      expect(await codes(user.id)).toEqual([]);
    });

    it('refuses a second send within 70 s, saying how long to wait, then sends a new code that replaces the old', async () => {
      const { user, browser } = await signUp(t.app);
      await post(browser, '/api/auth/resend-otp');
      await age(user.id, 25);
      const refused = await post(browser, '/api/auth/resend-otp');
      expect(refused.statusCode).toBe(429);
      // 70 s less the 25 s that passed, and the moment the two requests took (rounded up).
      const { error } = refused.json();
      expect(error).toMatch(/^Please wait 4[45] seconds before trying again$/);
      expect(refused.headers['retry-after']).toBe(/\d+/.exec(error)?.[0]);
      const first = codeIn((await lastMessage(user.email)).text, 6);

      await age(user.id, 46);
      expect((await post(browser, '/api/auth/resend-otp')).statusCode).toBe(200);
      const second = codeIn((await lastMessage(user.email)).text, 6);
      expect(await codes(user.id)).toHaveLength(1);
      if (first !== second) {
        const old = await post(browser, `/api/auth/confirm-email?otp=${first}`);
        expect(old.json()).toEqual({ error: 'Verification failed. Please try again.' });
      }
      expect((await post(browser, `/api/auth/confirm-email?otp=${second}`)).statusCode).toBe(200);
    });

    it('counts wrong codes and refuses the sixth try even with the right code', async () => {
      const { user, browser } = await signUp(t.app);
      await post(browser, '/api/auth/resend-otp');
      const code = codeIn((await lastMessage(user.email)).text, 6);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await post(browser, `/api/auth/confirm-email?otp=${wrong}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'Verification failed. Please try again.' });
        expect((await codes(user.id))[0].attempts).toBe(attempt);
      }
      const sixth = await post(browser, `/api/auth/confirm-email?otp=${code}`);
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json()).toEqual({ error: 'Too many wrong codes. Request a new one.' });
      expect((await userRow(t.db, user.id)).email_verification_status).toBe('STARTED');
    });

    it('refuses an expired code', async () => {
      const { user, browser } = await signUp(t.app);
      await post(browser, '/api/auth/resend-otp');
      const code = codeIn((await lastMessage(user.email)).text, 6);
      await t.db.updateTable('otp_codes').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', user.id).execute();
      const response = await post(browser, `/api/auth/confirm-email?otp=${code}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'This code has expired. Request a new one.' });
      expect((await userRow(t.db, user.id)).email_verification_status).toBe('STARTED');
    });

    it.each(['', '12345', '1234567', '12a456'])('refuses %j as not a 6-digit code', async (otp) => {
      const { browser } = await signUp(t.app);
      const response = await post(browser, `/api/auth/confirm-email?otp=${otp}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please enter a valid 6-digit OTP' });
    });

    it('refuses a code when none was sent', async () => {
      const { browser } = await signUp(t.app);
      const response = await post(browser, '/api/auth/confirm-email?otp=123456');
      expect(response.json()).toEqual({ error: 'There is no code waiting to be checked. Request a new one.' });
    });
  });

  describe('phone', () => {
    it('texts a 4-digit code, answers its verificationId and verifies the phone with both', async () => {
      const { user, browser } = await signUp(t.app, { phoneNumber: '+919811122233' });
      const response = await post(browser, '/api/phone-verification/send-otp');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ message: 'OTP sent to your phone', verificationId: expect.any(String), retryAfterSeconds: 70 });
      const sms = await lastMessage('+919811122233');
      expect(sms).toMatchObject({ channel: 'sms', subject: null });
      const code = codeIn(sms.text, 4);
      expect(code).toMatch(/^\d{4}$/);
      expect((await userRow(t.db, user.id)).phone_verification_status).toBe('STARTED');

      const missingId = await post(browser, `/api/phone-verification/verify-otp?code=${code}`);
      expect(missingId.statusCode).toBe(400);
      expect(missingId.json()).toEqual({ error: 'Phone verification ID is required' });
      const shortCode = await post(browser, `/api/phone-verification/verify-otp?code=123&verificationId=${body.verificationId}`);
      expect(shortCode.json()).toEqual({ error: 'Please enter a valid 4-digit OTP' });
      const otherId = await post(browser, `/api/phone-verification/verify-otp?code=${code}&verificationId=999999`);
      expect(otherId.json()).toEqual({ error: 'There is no code waiting to be checked. Request a new one.' });

      const verified = await post(browser, `/api/phone-verification/verify-otp?code=${code}&verificationId=${body.verificationId}`);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ user: { ...user, phoneVerificationStatus: 'VERIFIED' } });
      expect((await userRow(t.db, user.id)).phone_verification_status).toBe('VERIFIED');
    });

    it('throttles phone sends separately from e-mail sends', async () => {
      const { browser } = await signUp(t.app);
      expect((await post(browser, '/api/auth/resend-otp')).statusCode).toBe(200);
      expect((await post(browser, '/api/phone-verification/send-otp')).statusCode).toBe(200);
      const again = await post(browser, '/api/phone-verification/send-otp');
      expect(again.statusCode).toBe(429);
      expect(again.json().error).toMatch(/^Please wait (70|69) seconds before trying again$/);
    });

    it('asks for a phone number first', async () => {
      const { user, browser } = await signUp(t.app);
      await t.db.updateTable('users').set({ phone_number: null }).where('id', '=', user.id).execute();
      const response = await post(browser, '/api/phone-verification/send-otp');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please add your phone number first' });
      expect(await codes(user.id)).toEqual([]);
    });
  });

  it('asks a signed-out browser to sign in', async () => {
    const { browser } = await signUp(t.app);
    await post(browser, '/auth/logout');
    for (const url of ['/api/auth/resend-otp', '/api/auth/confirm-email?otp=123456', '/api/phone-verification/send-otp']) {
      const response = await post(browser, url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please sign in to continue' });
    }
  });
});
